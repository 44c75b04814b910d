import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { bare } from "../../db/raw";
import { rateLimitCounters } from "../../db/schema";
import { currentWindow, type Window } from "../rate-limit/rate-limit.service";

/**
 * A developer's daily trophy budget: the trophies their apps awarded in the current UTC day are a
 * counter beside the hourly call counter (epoch-aligned days are UTC days).
 */
export const TROPHY_BUDGET_PREFIX = "trophies-day:";
export const trophyBudgetBucket = (developerId: string) => TROPHY_BUDGET_PREFIX + developerId;

export function budgetDay(now = Date.now()): Window {
  return currentWindow(86_400, now);
}

/**
 * SQL for the `spent` CTE: adds the award to today's counter only if it stays within the caller's
 * budget, and returns a row only then. The conditional upsert takes the counter's row lock, so
 * concurrent awards cannot overspend between them.
 */
export function spendCte(amount: number, day: Window): SQL {
  const { bucket, windowStart, count } = rateLimitCounters;
  return sql`spent AS (
      INSERT INTO ${rateLimitCounters} (${bare(bucket)}, ${bare(windowStart)}, ${bare(count)})
      SELECT ${TROPHY_BUDGET_PREFIX} || caller."developerId", ${day.start.toISOString()}::timestamptz, ${amount}::int
      FROM caller, student
      WHERE ${amount}::int <= caller."budget"
      ON CONFLICT (${bare(bucket)}, ${bare(windowStart)}) DO UPDATE
        SET ${bare(count)} = ${count} + EXCLUDED.${bare(count)}
        WHERE ${count} + EXCLUDED.${bare(count)} <= (SELECT "budget" FROM caller)
      RETURNING ${count} AS "spentToday"
    )`;
}

/** Trophies each developer awarded today (UTC). */
export async function trophiesAwardedToday(
  db: Queryable,
  developerIds: string[],
): Promise<Map<string, number>> {
  if (developerIds.length === 0) return new Map();
  const rows = await db
    .select({ bucket: rateLimitCounters.bucket, count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(
      and(
        inArray(rateLimitCounters.bucket, developerIds.map(trophyBudgetBucket)),
        eq(rateLimitCounters.windowStart, budgetDay().start),
      ),
    );
  return new Map(rows.map((r) => [r.bucket.slice(TROPHY_BUDGET_PREFIX.length), r.count]));
}
