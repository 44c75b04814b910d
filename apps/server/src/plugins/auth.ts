import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { UserType } from "@trophy/shared/constants";
import { periodic } from "../jobs/periodic";
import { Forbidden, Unauthorized } from "../lib/errors";
import { deriveKey } from "../lib/tokens";
import { principalOf, resolvePrincipal, type Principal } from "../modules/sessions/principal";
import {
  FRESH_FOR_MS,
  PrincipalCache,
  SESSION_ENDS_POLL_MS,
} from "../modules/sessions/principal-cache";

declare module "fastify" {
  interface FastifyInstance {
    /** Signs access tokens; the keys of previous secrets still verify them after a rotation. */
    accessKey: Uint8Array;
    accessVerifyKeys: Uint8Array[];
    /** Signs a young student's consent-step tickets (modules/consent/consent-ticket.ts). */
    consentTicketKey: Uint8Array;
    /** Principals of recently seen access tokens (modules/sessions/principal-cache.ts). */
    principals: PrincipalCache;
    /** onRequest hook: a valid access token of a live session of a user who is not suspended. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: authenticate, then require one of the roles. */
    requireRole: (...roles: UserType[]) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /**
     * The route may end sessions (sign-out, suspension, deletion...): before it answers, this
     * instance's principal cache catches up with the session-ends count, so the very next call
     * is checked against what it did. Other instances catch up within their next round.
     */
    endsSessions?: boolean;
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
    app.decorate("consentTicketKey", deriveKey(appSecret, "consent-ticket"));
    app.decorateRequest("principal", null);

    const principals = new PrincipalCache(
      Date.now,
      app.database.kind === "pglite" ? Number.POSITIVE_INFINITY : FRESH_FOR_MS,
    );
    app.decorate("principals", principals);
    app.jobs.add(
      periodic({
        name: "principal cache watch",
        everyMs: SESSION_ENDS_POLL_MS,
        firstMs: 0,
        run: () => principals.catchUp(app.database.watch),
        log: app.log,
        failure: "checking the cached principals' sessions failed",
      }),
    );
    // onSend runs after the handler's transaction committed and before the client can hear back.
    app.addHook("onSend", async (request) => {
      if (!request.routeOptions.config.endsSessions) return;
      try {
        await principals.catchUp(app.database.watch);
      } catch (err) {
        request.log.warn({ err }, "checking the cached principals' sessions failed");
        principals.forget();
      }
    });

    async function authenticate(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization;
      const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
      if (!token) throw new Unauthorized("auth_required");
      request.principal = await principals.resolve(token, () =>
        resolvePrincipal(app.db, app.accessVerifyKeys, token),
      );
    }

    app.decorate("authenticate", authenticate);
    app.decorate("requireRole", (...roles: UserType[]) => async (request: FastifyRequest) => {
      await authenticate(request);
      if (!roles.includes(principalOf(request).role)) {
        throw new Forbidden("forbidden");
      }
    });
  },
  { name: "auth", dependencies: ["context", "jobs"] },
);
