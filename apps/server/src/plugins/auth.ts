import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { UserType } from "@trophy/shared/constants";
import { Forbidden, Unauthorized } from "../lib/errors";
import { deriveKey } from "../lib/tokens";
import { principalOf, resolvePrincipal, type Principal } from "../modules/sessions/principal";

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
