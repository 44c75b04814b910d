import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { UserType } from "@trophy/shared/constants";
import type { Queryable } from "../db/client";
import { sessions, users, type UserRow } from "../db/schema";
import { Forbidden, Unauthorized } from "../lib/errors";
import { deriveKey } from "../lib/tokens";
import { verifyAccessToken } from "../modules/auth/access-token";
import { assertConsentHolds } from "../modules/consent/consent-status";
import { assertNotSuspended } from "../modules/users/user-status";

export interface Principal {
  user: UserRow;
  sessionId: string;
  /**
   * When the access token or its session stops being valid, whichever is first (a stream opened
   * with it ends then).
   */
  expiresAt: Date;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Signs access tokens; the keys of previous secrets still verify them after a rotation. */
    accessKey: Uint8Array;
    accessVerifyKeys: Uint8Array[];
    /** onRequest hook: a valid access token of a live session of a user who is not suspended. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: authenticate, then require one of the roles. */
    requireRole: (...roles: UserType[]) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
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

export const authPlugin = fp(
  (app: FastifyInstance) => {
    const { appSecret, previousAppSecrets } = app.config;
    app.decorate("accessKey", deriveKey(appSecret, "access-token"));
    app.decorate(
      "accessVerifyKeys",
      [appSecret, ...previousAppSecrets].map((s) => deriveKey(s, "access-token")),
    );
    app.decorateRequest("principal", null);

    async function authenticate(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization;
      const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
      if (!token) throw new Unauthorized("auth_required");
      request.principal = await resolvePrincipal(app.db, app.accessVerifyKeys, token);
    }

    app.decorate("authenticate", authenticate);
    app.decorate("requireRole", (...roles: UserType[]) => async (request: FastifyRequest) => {
      await authenticate(request);
      if (!roles.includes(principalOf(request).user.userType)) {
        throw new Forbidden("forbidden");
      }
    });
  },
  { name: "auth", dependencies: ["context"] },
);
