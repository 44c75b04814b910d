import { and, eq, gt, inArray, isNull, not } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { suspendedSql } from "../users/user-status";
import type { StreamRegistry } from "./stream-registry";

/**
 * How often open streams are checked against their sessions. Logout, revocation and suspension
 * happen on any instance, so each instance asks the database about its own streams; two seconds
 * plus the query keeps the promise that a stream ends within five seconds of its session.
 */
export const SESSION_CHECK_MS = 2_000;
/** Sessions asked about per query: one bind parameter each, well below the protocol's 65,535. */
const SESSIONS_PER_QUERY = 10_000;

/** The sessions among `ids` that are still live: not revoked, not expired, user not suspended. */
export async function liveSessions(db: Queryable, ids: string[]): Promise<Set<string>> {
  const live = new Set<string>();
  for (let from = 0; from < ids.length; from += SESSIONS_PER_QUERY) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.id, ids.slice(from, from + SESSIONS_PER_QUERY)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          not(suspendedSql()),
        ),
      );
    for (const r of rows) live.add(r.id);
  }
  return live;
}

/**
 * Closes the streams of sessions that ended; returns how many sessions it checked. Only the
 * sessions asked about can be closed: a stream opened while the query runs waits for the next check.
 */
export async function closeEndedStreams(db: Queryable, registry: StreamRegistry): Promise<number> {
  const ids = registry.sessionIds();
  if (ids.length === 0) return 0;
  const live = await liveSessions(db, ids);
  registry.closeSessions(ids.filter((id) => !live.has(id)));
  return ids.length;
}
