import { and, desc, eq, gt, inArray, isNull, lt, ne, or } from "drizzle-orm";
import { SESSIONS_PER_USER_MAX } from "@trophy/shared/constants";
import type { Queryable } from "../../db/client";
import { sessions } from "../../db/schema";

/**
 * Ends every live session of a user, but `keep` when given. A revoked session refuses its access
 * tokens at once and its refresh tokens on their next use (principal.ts, auth/session.service.ts).
 */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  keep?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    );
}

/**
 * Ends a user's oldest live sessions so that, with `kept` (the one just started), they hold at
 * most `limit` (SESSIONS_PER_USER, 10 unless configured). It revokes them as any other ending does, so their tokens stop
 * working and their balance streams close. The caller holds the user's row lock, so parallel
 * sign-ins count one after another. Nothing is updated when none is over: every revoking
 * statement makes each instance's session watch check all of its streams again.
 */
export async function endSessionsOverLimit(
  db: Queryable,
  userId: string,
  kept: string,
  limit = SESSIONS_PER_USER_MAX,
  now = new Date(),
): Promise<void> {
  const over = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.id, kept),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .offset(limit - 1);
  if (over.length === 0) return;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      inArray(
        sessions.id,
        over.map((s) => s.id),
      ),
    );
}

/**
 * Sessions expired by `now`, and those revoked before `revokedBefore` (privacy/retention.ts,
 * ended_sessions); their refresh tokens go with them.
 */
export async function pruneSessions(db: Queryable, now: Date, revokedBefore: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, revokedBefore)));
}
