import { sql } from "drizzle-orm";
import type { UsageResponse } from "@trophy/shared/schemas/developer";
import type { Queryable } from "../../db/client";
import { rowsOf } from "../../db/raw";

export const USAGE_DAYS = 30;

/**
 * The hourly counters of a developer's API calls, all keys together: the rate limit and, kept for
 * good, the usage history.
 */
export const DEVELOPER_CALLS_PREFIX = "api-developer:";
export const developerCallsBucket = (developerId: string) => DEVELOPER_CALLS_PREFIX + developerId;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Every call made with any of the developer's keys, past or present, counted from their
 * hourly counters: all-time total and each of the last 30 days (UTC, oldest first, zeros kept).
 */
export async function getUsage(
  db: Queryable,
  developerId: string,
  now = new Date(),
): Promise<UsageResponse> {
  const rows = await rowsOf<{ day: string; calls: number }>(
    db,
    sql`SELECT to_char(c.window_start AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(c.count)::int AS calls
        FROM rate_limit_counters c
        WHERE c.bucket = ${developerCallsBucket(developerId)}
        GROUP BY 1`,
  );
  const byDay = new Map(rows.map((r) => [r.day, r.calls]));
  const days = Array.from({ length: USAGE_DAYS }, (_, i) =>
    utcDay(new Date(now.getTime() - (USAGE_DAYS - 1 - i) * 86_400_000)),
  );
  return {
    totalCalls: rows.reduce((sum, r) => sum + r.calls, 0),
    dailyStats: days.map((date) => ({ date, calls: byDay.get(date) ?? 0 })),
  };
}
