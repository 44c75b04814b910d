import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client";
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
  return sql`spent AS (
      INSERT INTO rate_limit_counters (bucket, window_start, count)
      SELECT ${TROPHY_BUDGET_PREFIX} || caller.developer_id, ${day.start.toISOString()}::timestamptz, ${amount}::int
      FROM caller, student
      WHERE ${amount}::int <= caller.budget
      ON CONFLICT (bucket, window_start) DO UPDATE
        SET count = rate_limit_counters.count + EXCLUDED.count
        WHERE rate_limit_counters.count + EXCLUDED.count <= (SELECT budget FROM caller)
      RETURNING count
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
