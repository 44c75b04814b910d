import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { isGiftCardOfferingId } from "@trophy/shared/rules/gift-card-offering";
import type { LinkedStudentGoal } from "@trophy/shared/schemas/parent";
import type { GoalResponse } from "@trophy/shared/schemas/student";
import type { Queryable } from "../../db/client";
import { rewards, studentGoals, users } from "../../db/schema";
import { BadRequest, NotFound } from "../../lib/errors";
import { toReward } from "../rewards/rewards.service";
import { offeredTo } from "../rewards/offered-to";
import { preparedOn } from "../../db/prepared";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type GoalRow = typeof studentGoals.$inferSelect;
type RewardRow = typeof rewards.$inferSelect;

const missingOf = (cost: number, balance: number) => Math.max(0, cost - balance);

function toGoal(goal: GoalRow, reward: RewardRow, balance: number, celebrate: boolean) {
  return {
    reward: toReward(reward),
    balance,
    missing: missingOf(reward.trophyCost, balance),
    reached: balance >= reward.trophyCost,
    reachedAt: goal.reachedAt?.toISOString() ?? null,
    celebrate,
    createdAt: goal.createdAt.toISOString(),
  };
}

const goalOf = preparedOn((db) =>
  db
    .select({ goal: studentGoals, reward: rewards, balance: users.trophyBalance })
    .from(studentGoals)
    .innerJoin(rewards, eq(rewards.id, studentGoals.rewardId))
    .innerJoin(users, eq(users.id, studentGoals.studentId))
    .where(eq(studentGoals.studentId, sql.placeholder("studentId")))
    .prepare("student_goal"),
);

/**
 * The student's goal. The first read that finds the balance covering an offered goal's cost marks
 * it reached and answers `celebrate: true`; the conditional update lets exactly one of any number
 * of concurrent reads win (the others find `reached_at` set once the winner's row lock is
 * released). Marking on read rather than on each ledger entry keeps awards, reversals and
 * refunds free of goal logic: the client re-reads the goal whenever its live balance changes
 * (docs/product.md §4, Goal).
 */
export async function getGoal(db: Queryable, studentId: string): Promise<GoalResponse> {
  const [row] = await goalOf(db).execute({ studentId });
  if (!row) return { goal: null };
  const { goal, reward, balance } = row;
  if (goal.reachedAt || !reward.isActive || balance < reward.trophyCost) {
    return { goal: toGoal(goal, reward, balance, false) };
  }
  const [claimed] = await db
    .update(studentGoals)
    .set({ reachedAt: sql`now()` })
    .where(
      and(
        eq(studentGoals.studentId, studentId),
        eq(studentGoals.rewardId, reward.id),
        isNull(studentGoals.reachedAt),
      ),
    )
    .returning();
  if (claimed) return { goal: toGoal(claimed, reward, balance, true) };
  // Another read won (or the goal changed meanwhile): answer what is stored now.
  return getGoal(db, studentId);
}

/**
 * Pins a reward the student could redeem (an active base reward or their own custom reward) as
 * their goal, replacing the previous one. A new goal starts uncelebrated, except one the balance
 * already covers when pinned: nothing was reached while it was the goal, so it counts as reached
 * without a celebration. Pinning the current goal again changes nothing.
 */
export async function setGoal(
  db: Queryable,
  studentId: string,
  rewardId: string,
): Promise<GoalResponse> {
  // Gift-card offerings are stock by denomination, not rewards a goal can point at.
  if (isGiftCardOfferingId(rewardId)) throw new BadRequest("gift_card_goal");
  if (!UUID.test(rewardId)) throw new BadRequest("invalid_reward_id");
  const [reward] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.id, rewardId), offeredTo(studentId)));
  if (!reward) throw new NotFound("reward_not_found");
  const balance = sql`(select ${users.trophyBalance} from ${users} where ${users.id} = ${studentId})`;
  const reachedNow = sql`case when ${balance} >= ${reward.trophyCost} then now() end`;
  const same = sql`${studentGoals.rewardId} = excluded.reward_id`;
  await db
    .insert(studentGoals)
    .values({ studentId, rewardId: reward.id, reachedAt: reachedNow })
    .onConflictDoUpdate({
      target: studentGoals.studentId,
      set: {
        rewardId: sql`excluded.reward_id`,
        createdAt: sql`case when ${same} then ${studentGoals.createdAt} else now() end`,
        reachedAt: sql`case when ${same} then ${studentGoals.reachedAt} else excluded.reached_at end`,
      },
    });
  // An award landing between the two statements may make this read the celebrating one.
  return getGoal(db, studentId);
}

/** Unpins the goal; without one there is nothing to do. */
export async function clearGoal(db: Queryable, studentId: string): Promise<void> {
  await db.delete(studentGoals).where(eq(studentGoals.studentId, studentId));
}

/**
 * The goals of the given students, as a parent/guide sees them (callers pass only students linked
 * to that parent). Read-only: a parent's view never uses up the student's celebration.
 */
export async function goalsOfStudents(
  db: Queryable,
  studentIds: readonly string[],
): Promise<Map<string, LinkedStudentGoal>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({
      studentId: studentGoals.studentId,
      reward: rewards,
      balance: users.trophyBalance,
    })
    .from(studentGoals)
    .innerJoin(rewards, eq(rewards.id, studentGoals.rewardId))
    .innerJoin(users, eq(users.id, studentGoals.studentId))
    .where(inArray(studentGoals.studentId, [...studentIds]));
  return new Map(
    rows.map(({ studentId, reward, balance }) => [
      studentId,
      {
        rewardId: reward.id,
        title: reward.title,
        trophyCost: reward.trophyCost,
        missing: missingOf(reward.trophyCost, balance),
        reached: balance >= reward.trophyCost,
      },
    ]),
  );
}
