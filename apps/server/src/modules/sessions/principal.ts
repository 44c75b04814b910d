import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Queryable } from "../../db/client";
import { sessions, users, type UserRow } from "../../db/schema";
import { Unauthorized } from "../../lib/errors";
import { assertConsentHolds } from "../accounts/consent-status";
import { assertNotSuspended } from "../accounts/user-status";
import { verifyAccessToken } from "./access-token";

export interface Principal {
  user: UserRow;
  sessionId: string;
  /**
   * When the access token or its session stops being valid, whichever is first (a stream opened
   * with it ends then).
   */
  expiresAt: Date;
}

/** The signed-in principal of a route behind `authenticate`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Unauthorized("auth_required");
  return request.principal;
}

/**
 * The principal behind an access token: valid signature, live session, user not suspended. One
 * indexed lookup per call, so revoked sessions and suspensions take effect at once. Suspension
 * ends the user's sessions too; it is checked first so that the answer says why (403).
 */
export async function resolvePrincipal(
  db: Queryable,
  verifyKeys: Uint8Array[],
  token: string,
): Promise<Principal> {
  const claims = await verifyAccessToken(verifyKeys, token);
  if (!claims) throw new Unauthorized("invalid_token");
  const [row] = await db
    .select({ user: users, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, claims.sessionId))
    .limit(1);
  if (!row || row.user.id !== claims.userId) throw new Unauthorized("invalid_token");
  assertNotSuspended(row.user);
  if (row.revokedAt || row.expiresAt <= new Date()) {
    throw new Unauthorized("invalid_token");
  }
  // Withdrawing consent ends the sessions too; this covers one a sign-in started meanwhile.
  assertConsentHolds(row.user);
  const expiresAt = row.expiresAt < claims.expiresAt ? row.expiresAt : claims.expiresAt;
  return { user: row.user, sessionId: claims.sessionId, expiresAt };
}
