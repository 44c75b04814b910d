import { and, eq, isNull, ne } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { sessions } from "../../db/schema";

/**
 * Ends every live session of a user, but `keep` when given. A revoked session refuses its access
 * tokens at once and its refresh tokens on their next use (plugins/auth.ts, session.service.ts).
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
