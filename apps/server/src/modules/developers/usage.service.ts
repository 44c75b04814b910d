import { and, eq, gte, sql } from "drizzle-orm";
import type { UsageResponse } from "@trophy/shared/schemas/developer";
import type { Queryable } from "../../db/client";
import { apiUsageDaily } from "../../db/schema";

export const USAGE_DAYS = 30;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export async function recordCall(
  db: Queryable,
  developerId: string,
  at = new Date(),
): Promise<void> {
  await db
    .insert(apiUsageDaily)
    .values({ developerId, day: utcDay(at), calls: 1 })
    .onConflictDoUpdate({
      target: [apiUsageDaily.developerId, apiUsageDaily.day],
      set: { calls: sql`${apiUsageDaily.calls} + 1` },
    });
}

/** All-time total, and each of the last 30 days (UTC, oldest first, days without calls as 0). */
export async function getUsage(
  db: Queryable,
  developerId: string,
  now = new Date(),
): Promise<UsageResponse> {
  const days = Array.from({ length: USAGE_DAYS }, (_, i) =>
    utcDay(new Date(now.getTime() - (USAGE_DAYS - 1 - i) * 86_400_000)),
  );
  const [rows, [total]] = [
    await db
      .select({ day: apiUsageDaily.day, calls: apiUsageDaily.calls })
      .from(apiUsageDaily)
      .where(
        and(eq(apiUsageDaily.developerId, developerId), gte(apiUsageDaily.day, days[0] ?? "")),
      ),
    await db
      .select({ calls: sql<number>`coalesce(sum(${apiUsageDaily.calls}), 0)::int` })
      .from(apiUsageDaily)
      .where(eq(apiUsageDaily.developerId, developerId)),
  ];
  const byDay = new Map(rows.map((r) => [r.day, r.calls]));
  return {
    totalCalls: total?.calls ?? 0,
    dailyStats: days.map((date) => ({ date, calls: byDay.get(date) ?? 0 })),
  };
}
