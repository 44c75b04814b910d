import { and, eq, gt, isNull, not, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { sessionEnds, sessions, users } from "../../db/schema";
import { suspendedSql } from "../accounts/user-status";

/**
 * Sessions asked about per query. The embedded database runs one query at a time: the 20,000
 * sessions of an instance's streams or cached principals at once would hold it for some 100 ms,
 * and every call waiting behind them; a thousand take a few milliseconds, and other calls run
 * between them.
 */
export const SESSIONS_PER_QUERY = 1_000;

/** The sessions among `ids` that are still live: not revoked, not expired, user not suspended. */
export async function liveSessions(db: Queryable, ids: string[]): Promise<Set<string>> {
  // One array parameter rather than one parameter per session: thousands of open streams make a
  // query that is quick to build and to plan, and never meets the protocol's 65,535 parameters.
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.id} = ANY(${`{${ids.join(",")}}`}::uuid[])`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        not(suspendedSql()),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * How many statements so far may have ended sessions (db/schema.ts, sessionEnds). While it stands
 * still, no session was revoked or deleted anywhere; every instance reads it to know when what it
 * holds about sessions (open streams, cached principals) must be asked about again.
 */
export async function sessionEndsCount(db: Queryable): Promise<number> {
  const [row] = await db.select({ count: sessionEnds.count }).from(sessionEnds);
  return row?.count ?? 0;
}
