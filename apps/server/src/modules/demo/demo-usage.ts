import { and, eq, isNull } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { apiKeys, rateLimitCounters, type UserRow } from "../../db/schema";
import { appendEntry } from "../ledger/ledger.service";
import { writeApiCalls, type ApiCallEntry } from "../developers/request-log";
import { developerCallsBucket } from "../rate-limit/rate-limit.service";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const CALL_SPACING_MS = 4 * 60_000;
/** Days of demo usage before today: today's hour stays free for the developer's own calls. */
const USAGE_DAYS = 12;

/** An award the demo app made: to whom, how many trophies, what for. */
export type DemoAward = readonly [email: string, amount: number, description: string];

/** Calls on the `day`-th day back (1 is yesterday): a few on every day, never the same count. */
const callsOn = (day: number) => (((day - 1) * 7) % 11) + 1;

/**
 * The demo developer's live API usage, written the way real calls are: each call in the request
 * log (which moves its key's last use forward) and in the developer's hourly counter (the total
 * and the daily figures), each successful award also in the ledger at its call's time. So the
 * dashboard's Total Calls, the chart of the live key, Recent Requests and "Last used" tell the
 * same story (docs/product.md §2, Developer area). The awards go on every other day, oldest
 * first, the other calls are look-ups and refusals of unknown students.
 */
export async function addDemoUsage(
  db: Queryable,
  developer: UserRow,
  students: ReadonlyMap<string, UserRow>,
  awards: readonly DemoAward[],
  now = Date.now(),
): Promise<void> {
  const [liveKey] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.developerId, developer.id),
        eq(apiKeys.mode, "live"),
        isNull(apiKeys.revokedAt),
      ),
    );
  if (!liveKey) throw new Error("the demo developer has no live key");
  const hour = Math.floor(now / HOUR_MS) * HOUR_MS;
  const awardDays = new Map(awards.map((award, i) => [2 * (awards.length - i) - 1, award]));
  const calls: ApiCallEntry[] = [];
  const counters: (typeof rateLimitCounters.$inferInsert)[] = [];

  for (let day = USAGE_DAYS; day >= 1; day--) {
    const start = hour - day * DAY_MS;
    const count = callsOn(day);
    counters.push({
      bucket: developerCallsBucket(developer.id),
      windowStart: new Date(start),
      count,
    });
    for (let i = 0; i < count; i++) {
      const createdAt = new Date(start + i * CALL_SPACING_MS);
      const call = { developerId: developer.id, keyId: liveKey.id, livemode: true, createdAt };
      const award = i === 0 ? awardDays.get(day) : undefined;
      if (award) {
        const [email, amount, description] = award;
        const student = students.get(email);
        if (!student) throw new Error(`demo student ${email} missing`);
        await appendEntry(db, {
          studentId: student.id,
          amount,
          kind: "award",
          description,
          developerId: developer.id,
          createdAt,
        });
        calls.push({
          ...call,
          operation: "awardTrophies",
          studentEmail: email,
          status: 200,
          errorCode: null,
        });
      } else if (i % 3 === 2) {
        calls.push({
          ...call,
          operation: "awardTrophies",
          studentEmail: "new.student@demo.test",
          status: 404,
          errorCode: "student_not_found",
        });
      } else {
        calls.push({
          ...call,
          operation: "getAward",
          studentEmail: null,
          status: 200,
          errorCode: null,
        });
      }
    }
  }
  await db.insert(rateLimitCounters).values(counters);
  await writeApiCalls(db, calls);
}
