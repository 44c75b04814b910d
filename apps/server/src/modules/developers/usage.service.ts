import { sql } from "drizzle-orm";
import type { UsageResponse } from "@trophy/shared/schemas/developer";
import type { Queryable } from "../../db/client";
import { rowsOf } from "../../db/raw";

export const USAGE_DAYS = 30;

/** The hourly counters of API keys (`api-key:<key id>`): their rate limit and usage history. */
export const API_KEY_BUCKET_PREFIX = "api-key:";
export const apiKeyBucket = (keyId: string) => API_KEY_BUCKET_PREFIX + keyId;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Every call made with any of the developer's keys, past or present, counted from the keys'
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
        JOIN api_keys k ON c.bucket = ${API_KEY_BUCKET_PREFIX} || k.id
        WHERE k.developer_id = ${developerId}
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
