import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { UsageDay, UsageResponse } from "@trophy/shared/schemas/developer";
import type { Queryable } from "../../db/client";
import { rowsOf } from "../../db/raw";
import { apiCalls, rateLimitCounters, sandboxAwards, trophyTransactions } from "../../db/schema";
import { developerCallsBucket } from "../rate-limit/rate-limit.service";

export const USAGE_DAYS = 30;
const DAY_MS = 86_400_000;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const dayOf = (column: AnyPgColumn) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

type DayFigures = Omit<UsageDay, "date">;
interface ModeDayRow extends DayFigures {
  livemode: boolean;
  day: string;
}

/**
 * Each mode's outcomes per UTC day since `since`, in one statement: calls by outcome from the
 * request log, trophies and distinct students from the ledger (live) and the sandbox (test).
 * Every part reads one developer's index range.
 */
function modeDays(db: Queryable, developerId: string, since: Date): Promise<ModeDayRow[]> {
  const from = since.toISOString();
  const { status } = apiCalls;
  return rowsOf<ModeDayRow>(
    db,
    sql`SELECT ${apiCalls.livemode} AS "livemode", ${dayOf(apiCalls.createdAt)} AS "day",
          count(*)::int AS "calls",
          count(*) FILTER (WHERE ${status} < 400)::int AS "success",
          count(*) FILTER (WHERE ${status} >= 400 AND ${status} < 500 AND ${status} <> 429)::int
            AS "clientErrors",
          count(*) FILTER (WHERE ${status} = 429)::int AS "rateLimited",
          0 AS "trophies", 0 AS "students"
        FROM ${apiCalls}
        WHERE ${apiCalls.developerId} = ${developerId} AND ${apiCalls.createdAt} >= ${from}::timestamptz
        GROUP BY 1, 2
      UNION ALL
        SELECT true, ${dayOf(trophyTransactions.createdAt)}, 0, 0, 0, 0,
          sum(${trophyTransactions.amount})::int, count(DISTINCT ${trophyTransactions.studentId})::int
        FROM ${trophyTransactions}
        WHERE ${trophyTransactions.developerId} = ${developerId}
          AND ${trophyTransactions.kind} = 'award'
          AND ${trophyTransactions.createdAt} >= ${from}::timestamptz
        GROUP BY 2
      UNION ALL
        SELECT false, ${dayOf(sandboxAwards.createdAt)}, 0, 0, 0, 0,
          sum(${sandboxAwards.amount})::int, count(DISTINCT ${sandboxAwards.studentId})::int
        FROM ${sandboxAwards}
        WHERE ${sandboxAwards.developerId} = ${developerId}
          AND ${sandboxAwards.createdAt} >= ${from}::timestamptz
        GROUP BY 2`,
  );
}

const noFigures = (): DayFigures => ({
  calls: 0,
  success: 0,
  clientErrors: 0,
  rateLimited: 0,
  trophies: 0,
  students: 0,
});

/**
 * A developer's usage. `totalCalls` and `dailyStats` count every live call ever made with any of
 * their keys, from the hourly counters; `live` and `test` break each of the last 30 days (UTC,
 * oldest first, zeros kept) down by outcome, with the trophies awarded and distinct students.
 */
export async function getUsage(
  db: Queryable,
  developerId: string,
  now = new Date(),
): Promise<UsageResponse> {
  const days = Array.from({ length: USAGE_DAYS }, (_, i) =>
    utcDay(new Date(now.getTime() - (USAGE_DAYS - 1 - i) * DAY_MS)),
  );
  const since = new Date(`${days[0] ?? utcDay(now)}T00:00:00Z`);
  const [counted, modeRows] = await Promise.all([
    rowsOf<{ day: string; calls: number }>(
      db,
      sql`SELECT ${dayOf(rateLimitCounters.windowStart)} AS "day",
            sum(${rateLimitCounters.count})::int AS "calls"
          FROM ${rateLimitCounters}
          WHERE ${rateLimitCounters.bucket} = ${developerCallsBucket(developerId)}
          GROUP BY 1`,
    ),
    modeDays(db, developerId, since),
  ]);

  const byDay = new Map(counted.map((r) => [r.day, r.calls]));
  const modes = { live: new Map<string, DayFigures>(), test: new Map<string, DayFigures>() };
  for (const { livemode, day, ...figures } of modeRows) {
    const mode = livemode ? modes.live : modes.test;
    const sum = mode.get(day) ?? noFigures();
    for (const key of Object.keys(sum) as (keyof DayFigures)[]) sum[key] += figures[key];
    mode.set(day, sum);
  }
  const series = (mode: Map<string, DayFigures>) =>
    days.map((date) => ({ date, ...(mode.get(date) ?? noFigures()) }));

  return {
    totalCalls: counted.reduce((sum, r) => sum + r.calls, 0),
    dailyStats: days.map((date) => ({ date, calls: byDay.get(date) ?? 0 })),
    live: series(modes.live),
    test: series(modes.test),
  };
}
