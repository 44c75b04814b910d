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

/** The sessions among `ids` that are still live: not revoked, not expired, user not suspended. */
export async function liveSessions(db: Queryable, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, ids),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        not(suspendedSql()),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Closes the streams of sessions that ended; returns how many sessions it checked. */
export async function closeEndedStreams(db: Queryable, registry: StreamRegistry): Promise<number> {
  const ids = registry.sessionIds();
  if (ids.length === 0) return 0;
  registry.closeAllBut(await liveSessions(db, ids));
  return ids.length;
}
