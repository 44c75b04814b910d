import { and, desc, eq, sql } from "drizzle-orm";
import { displayName } from "@trophy/shared/rules/display-name";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type {
  CreateCustomReward,
  DeleteCustomRewardResponse,
  ParentReward,
  UpdateCustomReward,
} from "@trophy/shared/schemas/parent";
import type { Db, Queryable } from "../../db/client";
import { redemptions, rewards, users } from "../../db/schema";
import { Forbidden, NotFound } from "../../lib/errors";
import { rewardPictureOf } from "../rewards/rewards.service";
import { isLinked } from "../links/links.service";

type RewardRow = typeof rewards.$inferSelect;

function toParentReward(
  reward: RewardRow,
  student: { name: string | null; email: string },
  redeemedCount: number,
): ParentReward {
  return {
    id: reward.id,
    title: reward.title,
    description: reward.description,
    titleText: null,
    descriptionText: null,
    trophyCost: reward.trophyCost,
    rewardType: reward.rewardType,
    fulfillmentType: reward.fulfillmentType,
    availableCount: reward.stock,
    isActive: reward.isActive,
    customForStudent: reward.customForStudent,
    picture: rewardPictureOf(reward),
    studentName: displayName(student),
    studentEmail: student.email,
    stock: reward.stock,
    redeemedCount,
  };
}

const redeemedCount = sql<number>`(select count(*)::int from ${redemptions} where ${redemptions.rewardId} = ${rewards.id})`;
const mine = (parentId: string) =>
  and(eq(rewards.createdBy, parentId), eq(rewards.rewardType, "custom"));

/** One of this parent's custom rewards with its student and count, or Reward not found. */
async function findOwn(db: Queryable, parentId: string, id: string): Promise<ParentReward> {
  const [row] = await db
    .select({ reward: rewards, name: users.name, email: users.email, redeemedCount })
    .from(rewards)
    .innerJoin(users, eq(users.id, rewards.customForStudent))
    .where(and(eq(rewards.id, id), mine(parentId)));
  if (!row) throw new NotFound("reward_not_found");
  return toParentReward(row.reward, row, row.redeemedCount);
}

/** A reward only the linked student sees; their parent/guide fulfils it once redeemed. */
export async function createCustomReward(
  db: Db,
  parentId: string,
  input: CreateCustomReward,
): Promise<ParentReward> {
  return db.transaction(async (tx) => {
    if (!(await isLinked(tx, parentId, input.studentId))) throw new Forbidden("student_not_linked");
    const [reward] = await tx
      .insert(rewards)
      .values({
        title: input.title,
        description: input.description ?? "",
        trophyCost: input.trophyCost,
        rewardType: "custom",
        fulfillmentType: "manual",
        stock: input.stock ?? null,
        picture: input.picture ?? null,
        customForStudent: input.studentId,
        createdBy: parentId,
      })
      .returning();
    const [student] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, input.studentId));
    if (!reward || !student) throw new Error("insert returned no row");
    return toParentReward(reward, student, 0);
  });
}

/**
 * Changes what the body names and keeps the rest. The student need not still be linked: the
 * parent/guide may still pause or correct what the student can see in their history.
 */
export async function updateCustomReward(
  db: Queryable,
  parentId: string,
  id: string,
  input: UpdateCustomReward,
): Promise<ParentReward> {
  const [updated] = await db
    .update(rewards)
    .set({
      title: input.title,
      description: input.description,
      trophyCost: input.trophyCost,
      isActive: input.isActive,
      stock: input.stock,
      picture: input.picture,
    })
    .where(and(eq(rewards.id, id), mine(parentId)))
    .returning({ id: rewards.id });
  if (!updated) throw new NotFound("reward_not_found");
  return findOwn(db, parentId, id);
}

/**
 * Deletes a reward nobody redeemed. One with redemptions stays, deactivated, so the students'
 * history and the parent's fulfilments keep pointing at it. The DELETE only matches a reward
 * without redemptions at that moment; a redemption committed meanwhile makes it a deactivation.
 */
export async function deleteCustomReward(
  db: Db,
  parentId: string,
  id: string,
): Promise<DeleteCustomRewardResponse> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(rewards)
      .where(
        and(
          eq(rewards.id, id),
          mine(parentId),
          sql`not exists (select 1 from ${redemptions} where ${redemptions.rewardId} = ${rewards.id})`,
        ),
      )
      .returning({ id: rewards.id });
    if (deleted) return { outcome: "deleted", reward: null };
    const reward = await updateCustomReward(tx, parentId, id, { isActive: false });
    return { outcome: "deactivated", reward };
  });
}

/** The custom rewards this parent/guide made, newest first, and how many there are. */
export async function listCustomRewards(
  db: Queryable,
  parentId: string,
  page: PageQuery,
): Promise<{ rewards: ParentReward[]; total: number }> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rewards)
    .innerJoin(users, eq(users.id, rewards.customForStudent))
    .where(mine(parentId));
  const rows = await db
    .select({ reward: rewards, name: users.name, email: users.email, redeemedCount })
    .from(rewards)
    .innerJoin(users, eq(users.id, rewards.customForStudent))
    .where(mine(parentId))
    .orderBy(desc(rewards.createdAt), desc(rewards.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    rewards: rows.map((r) => toParentReward(r.reward, r, r.redeemedCount)),
    total: count?.n ?? 0,
  };
}
