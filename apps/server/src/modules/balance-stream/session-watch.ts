import { and, eq, gt, isNull, not, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { sessionEnds, sessions, users } from "../../db/schema";
import { suspendedSql } from "../accounts/user-status";
import type { StreamRegistry } from "./stream-registry";

/**
 * How often open streams are checked against their sessions. Logout, revocation and suspension
 * happen on any instance, so each instance asks the database about its own streams; two seconds
 * plus the query keeps the promise that a stream ends within five seconds of its session.
 */
export const SESSION_CHECK_MS = 2_000;
/**
 * Every session is asked about again this often even when nothing counted a change: a safety net
 * for changes made around its trigger (by hand in the database, say).
 */
export const RECHECK_ALL_MS = 60_000;
/**
 * Sessions asked about per query. The embedded database runs one query at a time: the 20,000
 * sessions of an instance's streams at once would hold it for some 100 ms, and every call waiting
 * behind them; a thousand take a few milliseconds, and other calls run between them.
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

/** How many statements so far may have ended sessions (db/schema.ts, sessionEnds). */
async function sessionEndsCount(db: Queryable): Promise<number> {
  const [row] = await db.select({ count: sessionEnds.count }).from(sessionEnds);
  return row?.count ?? 0;
}

/**
 * Closes the streams of sessions that ended. A round first reads the count of statements that may
 * have ended sessions: while it stands still, only the streams opened since the last round are
 * asked about, so thousands of quiet streams cost one small query. The count is read before the
 * sessions, so a change committed after it moves it again for the next round.
 */
export class SessionWatch {
  #countSeen: number | null = null;
  #allCheckedAt = 0;

  constructor(
    private readonly db: Queryable,
    private readonly registry: StreamRegistry,
  ) {}

  /** One round; returns how many sessions it asked about. */
  async check(now = Date.now()): Promise<number> {
    // An instance without streams asks nothing; the first stream it opens is checked as new.
    if (this.registry.isEmpty) return 0;
    const count = await sessionEndsCount(this.db);
    const all = count !== this.#countSeen || now - this.#allCheckedAt >= RECHECK_ALL_MS;
    const ids = this.registry.sessionIds({ onlyUnchecked: !all });
    try {
      for (let i = 0; i < ids.length; i += SESSIONS_PER_QUERY) {
        const asked = ids.slice(i, i + SESSIONS_PER_QUERY);
        const live = await liveSessions(this.db, asked);
        // Only the sessions asked about: a stream opened while the query ran waits for the next
        // round.
        this.registry.closeSessions(asked.filter((id) => !live.has(id)));
      }
    } catch (err) {
      // The streams taken as checked were not: the next round asks about all of them.
      this.#countSeen = null;
      throw err;
    }
    if (all) {
      this.#countSeen = count;
      this.#allCheckedAt = now;
    }
    return ids.length;
  }
}
