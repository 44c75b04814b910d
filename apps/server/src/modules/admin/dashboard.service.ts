import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { AdminStats } from "@trophy/shared/schemas/admin";
import type { Queryable } from "../../db/client";
import { activityLog, redemptions, rewards, users } from "../../db/schema";
import { baseRewardFulfilment } from "../fulfillments/fulfiller";

/** Enough for the dashboard's five, with room for a longer list later. */
const RECENT_ACTIVITY = 10;

export async function dashboardStats(db: Queryable): Promise<AdminStats> {
  const [counts] = await db
    .select({
      totalUsers: sql<number>`count(*)::int`,
      totalStudents: sql<number>`count(*) FILTER (WHERE ${users.userType} = 'student')::int`,
      totalDevelopers: sql<number>`count(*) FILTER (WHERE ${users.userType} = 'developer')::int`,
      pendingValidations: sql<number>`count(*) FILTER (WHERE ${users.developerStatus} = 'pending')::int`,
    })
    .from(users)
    // A deleted account is no user any more; its row only keeps the ledger's amounts.
    .where(isNull(users.deletedAt));
  const [rewardCount] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(rewards)
    .where(eq(rewards.isActive, true));
  // What waits on the admins' Fulfilment screen (the partial index of base redemptions).
  const [waiting] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(redemptions)
    .where(and(baseRewardFulfilment, eq(redemptions.status, "pending")));
  const activity = await db
    .select()
    .from(activityLog)
    .orderBy(desc(activityLog.createdAt))
    .limit(RECENT_ACTIVITY);
  return {
    totalUsers: counts?.totalUsers ?? 0,
    totalStudents: counts?.totalStudents ?? 0,
    totalDevelopers: counts?.totalDevelopers ?? 0,
    totalRewards: rewardCount?.total ?? 0,
    pendingValidations: counts?.pendingValidations ?? 0,
    pendingFulfillments: waiting?.total ?? 0,
    recentActivity: activity.map((a) => ({
      description: a.description,
      descriptionText: a.descriptionText,
      type: a.type,
      timestamp: a.createdAt.toISOString(),
    })),
  };
}
