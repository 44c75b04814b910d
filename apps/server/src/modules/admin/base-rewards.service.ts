import { platformText } from "@trophy/shared/schemas/platform-text";
import { and, desc, eq, sql } from "drizzle-orm";
import type {
  AdminReward,
  CreateBaseReward,
  UpdateBaseReward,
} from "@trophy/shared/schemas/admin-rewards";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { Db, Queryable } from "../../db/client";
import { redemptions, rewards } from "../../db/schema";
import { NotFound } from "../../lib/errors";
import { recordActivity } from "../activity/activity.service";
import type { Actor } from "../activity/activity.service";
import { toReward } from "../rewards/rewards.service";

type RewardRow = typeof rewards.$inferSelect;

/** The base rewards admins manage: those fulfilled by hand (gift cards are stock, not rows here). */
const managed = and(eq(rewards.rewardType, "base"), eq(rewards.fulfillmentType, "manual"));

/**
 * Qualified by hand: a query on one table names its columns bare, and inside the subqueries below
 * a bare `id` would be the redemption's.
 */
const rewardId = sql`${rewards}.${sql.identifier(rewards.id.name)}`;
const counts = {
  redeemedCount: sql<number>`(select count(*)::int from ${redemptions} where ${redemptions.rewardId} = ${rewardId})`,
  pendingCount: sql<number>`(select count(*)::int from ${redemptions} where ${redemptions.rewardId} = ${rewardId} and ${redemptions.status} = 'pending')`,
};

function toAdminReward(
  r: RewardRow,
  c: { redeemedCount: number; pendingCount: number },
): AdminReward {
  return {
    // What students see (at 0 stock the reward reads Out of Stock, as a gift card does); base
    // rewards have no picture.
    ...toReward(r),
    picture: null,
    stock: r.stock,
    redeemedCount: c.redeemedCount,
    pendingCount: c.pendingCount,
    createdAt: r.createdAt.toISOString(),
  };
}

async function findManaged(db: Queryable, id: string): Promise<AdminReward> {
  const [row] = await db
    .select({ reward: rewards, ...counts })
    .from(rewards)
    .where(and(eq(rewards.id, id), managed));
  if (!row) throw new NotFound("reward_not_found");
  return toAdminReward(row.reward, row);
}

/** Every base reward admins manage, active or not, newest first, with its redemption counts. */
export async function listBaseRewards(
  db: Queryable,
  page: PageQuery,
): Promise<{ rewards: AdminReward[]; total: number }> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rewards)
    .where(managed);
  const rows = await db
    .select({ reward: rewards, ...counts })
    .from(rewards)
    .where(managed)
    .orderBy(desc(rewards.createdAt), desc(rewards.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rewards: rows.map((r) => toAdminReward(r.reward, r)), total: count?.n ?? 0 };
}

/**
 * A base reward every student is offered at once; its redemptions wait for an admin or a linked
 * parent/guide to fulfil them. No stock is unlimited.
 */
export async function createBaseReward(
  db: Db,
  actor: Actor,
  input: CreateBaseReward,
): Promise<AdminReward> {
  return db.transaction(async (tx) => {
    const [reward] = await tx
      .insert(rewards)
      .values({
        title: input.title,
        description: input.description ?? "",
        trophyCost: input.trophyCost,
        rewardType: "base",
        fulfillmentType: "manual",
        stock: input.stock ?? null,
      })
      .returning();
    if (!reward) throw new Error("insert returned no row");
    await recordActivity(tx, {
      type: "reward",
      description: `Base reward ${reward.title} (${reward.trophyCost} trophies) added by ${actor.email}`,
      text: platformText("activity_base_reward_added", {
        title: reward.title,
        cost: reward.trophyCost,
        admin: actor.email,
      }),
      actorId: actor.id,
    });
    return toAdminReward(reward, { redeemedCount: 0, pendingCount: 0 });
  });
}

/**
 * Changes what the body names and keeps the rest. A new stock replaces the count left (a
 * redemption takes one under the row's lock, so none is lost to a race); a new cost applies to
 * later redemptions, since each redemption keeps what it cost.
 */
export async function updateBaseReward(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateBaseReward,
): Promise<AdminReward> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(rewards)
      .set({
        title: input.title,
        description: input.description,
        trophyCost: input.trophyCost,
        isActive: input.isActive,
        stock: input.stock,
      })
      .where(and(eq(rewards.id, id), managed))
      .returning({ title: rewards.title });
    if (!updated) throw new NotFound("reward_not_found");
    const change =
      input.isActive === undefined ? "changed" : input.isActive ? "activated" : "deactivated";
    await recordActivity(tx, {
      type: "reward",
      description: `Base reward ${updated.title} ${change} by ${actor.email}`,
      text: platformText("activity_base_reward_changed", {
        title: updated.title,
        change,
        admin: actor.email,
      }),
      actorId: actor.id,
    });
    return findManaged(tx, id);
  });
}
