import { and, desc, eq, sql } from "drizzle-orm";
import { displayName } from "@trophy/shared/rules/display-name";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { CreateCustomReward, ParentReward } from "@trophy/shared/schemas/parent";
import type { Db, Queryable } from "../../db/client";
import { rewards, users } from "../../db/schema";
import { Forbidden } from "../../lib/errors";
import { isLinked } from "./links.service";

type RewardRow = typeof rewards.$inferSelect;

function toParentReward(
  reward: RewardRow,
  student: { name: string | null; email: string },
): ParentReward {
  return {
    id: reward.id,
    title: reward.title,
    description: reward.description,
    trophyCost: reward.trophyCost,
    rewardType: reward.rewardType,
    fulfillmentType: reward.fulfillmentType,
    availableCount: null,
    isActive: reward.isActive,
    customForStudent: reward.customForStudent,
    studentName: displayName(student),
    studentEmail: student.email,
  };
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
        customForStudent: input.studentId,
        createdBy: parentId,
      })
      .returning();
    const [student] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, input.studentId));
    if (!reward || !student) throw new Error("insert returned no row");
    return toParentReward(reward, student);
  });
}

/** The custom rewards this parent/guide made, newest first, and how many there are. */
export async function listCustomRewards(
  db: Queryable,
  parentId: string,
  page: PageQuery,
): Promise<{ rewards: ParentReward[]; total: number }> {
  const made = and(eq(rewards.createdBy, parentId), eq(rewards.rewardType, "custom"));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rewards)
    .innerJoin(users, eq(users.id, rewards.customForStudent))
    .where(made);
  const rows = await db
    .select({ reward: rewards, name: users.name, email: users.email })
    .from(rewards)
    .innerJoin(users, eq(users.id, rewards.customForStudent))
    .where(made)
    .orderBy(desc(rewards.createdAt), desc(rewards.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rewards: rows.map((r) => toParentReward(r.reward, r)), total: count?.n ?? 0 };
}
