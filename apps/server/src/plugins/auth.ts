import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { UserType } from "@trophy/shared/constants";
import { SERVER_ERRORS } from "@trophy/shared/messages";
import { sessions, users, type UserRow } from "../db/schema";
import { Forbidden, Unauthorized } from "../lib/errors";
import { deriveKey } from "../lib/tokens";
import { verifyAccessToken } from "../modules/auth/access-token";
import { assertNotSuspended } from "../modules/users/user-status";

export interface Principal {
  user: UserRow;
  sessionId: string;
}

declare module "fastify" {
  interface FastifyInstance {
    accessKey: Uint8Array;
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
  if (!request.principal) throw new Unauthorized(SERVER_ERRORS.authRequired);
  return request.principal;
}

/**
 * The principal behind an access token: valid signature, live session, user not suspended. One
 * indexed lookup per call, so revoked sessions and suspensions take effect at once.
 */
export async function resolvePrincipal(app: FastifyInstance, token: string): Promise<Principal> {
  const claims = await verifyAccessToken(app.accessKey, token);
  if (!claims) throw new Unauthorized(SERVER_ERRORS.invalidToken);
  const [row] = await app.db
    .select({ user: users, revokedAt: sessions.revokedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, claims.sessionId))
    .limit(1);
  if (!row || row.revokedAt || row.user.id !== claims.userId) {
    throw new Unauthorized(SERVER_ERRORS.invalidToken);
  }
  assertNotSuspended(row.user);
  return { user: row.user, sessionId: claims.sessionId };
}

export const authPlugin = fp(
  (app: FastifyInstance) => {
    app.decorate("accessKey", deriveKey(app.config.appSecret, "access-token"));
    app.decorateRequest("principal", null);

    async function authenticate(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization;
      const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
      if (!token) throw new Unauthorized(SERVER_ERRORS.authRequired);
      request.principal = await resolvePrincipal(app, token);
    }

    app.decorate("authenticate", authenticate);
    app.decorate("requireRole", (...roles: UserType[]) => async (request: FastifyRequest) => {
      await authenticate(request);
      if (!roles.includes(principalOf(request).user.userType)) {
        throw new Forbidden(SERVER_ERRORS.forbidden);
      }
    });
  },
  { name: "auth", dependencies: ["context"] },
);
