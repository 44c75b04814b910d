import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { UserType } from "@trophy/shared/constants";
import type { Queryable } from "../../db/client";
import { preparedOn } from "../../db/prepared";
import { sessions, users, type UserRow } from "../../db/schema";
import { Unauthorized } from "../../lib/errors";
import { assertConsentHolds } from "../accounts/consent-status";
import { assertNotSuspended } from "../accounts/user-status";
import { verifyAccessToken } from "./access-token";

/**
 * Who is calling: what stays true for the whole session, and nothing that may change during it
 * (the balance, the name), so that it can be cached (principal-cache.ts). A route that needs the
 * account itself reads it with `signedInUser`.
 */
export interface Principal {
  userId: string;
  role: UserType;
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

/** The signed-in account, read now: for routes that show or change it. */
export async function signedInUser(db: Queryable, request: FastifyRequest): Promise<UserRow> {
  const { userId } = principalOf(request);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  // Deleting an account deletes its sessions in the same transaction.
  if (!user) throw new Unauthorized("invalid_token");
  return user;
}

const sessionOf = preparedOn((db) =>
  db
    .select({
      user: {
        id: users.id,
        userType: users.userType,
        suspendedAt: users.suspendedAt,
        suspendedUntil: users.suspendedUntil,
        parentalConsent: users.parentalConsent,
      },
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("sessionId")))
    .limit(1)
    .prepare("principal_session"),
);

/**
 * The principal behind an access token: valid signature, live session, user not suspended. One
 * indexed lookup, whose answer the principal cache keeps until a session may have ended.
 * Suspension ends the user's sessions too; it is checked first so that the answer says why (403).
 */
export async function resolvePrincipal(
  db: Queryable,
  verifyKeys: Uint8Array[],
  token: string,
): Promise<Principal> {
  const claims = await verifyAccessToken(verifyKeys, token);
  if (!claims) throw new Unauthorized("invalid_token");
  const [row] = await sessionOf(db).execute({ sessionId: claims.sessionId });
  if (!row || row.user.id !== claims.userId) throw new Unauthorized("invalid_token");
  assertNotSuspended(row.user);
  if (row.revokedAt || row.expiresAt <= new Date()) {
    throw new Unauthorized("invalid_token");
  }
  // Withdrawing consent ends the sessions too; this covers one a sign-in started meanwhile.
  assertConsentHolds(row.user);
  const expiresAt = row.expiresAt < claims.expiresAt ? row.expiresAt : claims.expiresAt;
  return { userId: row.user.id, role: row.user.userType, sessionId: claims.sessionId, expiresAt };
}
