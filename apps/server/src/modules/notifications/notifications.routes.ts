import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema, errorResponses } from "@trophy/shared/schemas/common";
import {
  notificationPreferencesSchema,
  unsubscribeResponseSchema,
  unsubscribeTokenParamsSchema,
} from "@trophy/shared/schemas/notifications";
import { principalOf } from "../sessions/principal";
import {
  checkUnsubscribe,
  getPreferences,
  unsubscribe,
  updatePreferences,
} from "./preferences.service";
import { createNotifier, type Notifier } from "./notifier";
import { createUnsubscribeTokens, type UnsubscribeTokens } from "./unsubscribe-token";

declare module "fastify" {
  interface FastifyInstance {
    /** Queues notification e-mails in the caller's transaction (docs/product.md, Notifications). */
    notifier: Notifier;
  }
}

const errors = errorResponses(400, 401, 403);

/** The signed-in user's notification switches: GET and PUT /api/users/notifications. */
const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const owner = (request: Parameters<typeof principalOf>[0]) => {
    const { userId, role } = principalOf(request);
    return { id: userId, userType: role };
  };

  app.get(
    "/",
    { schema: { response: { 200: notificationPreferencesSchema, ...errors } } },
    async (request) => getPreferences(app.db, owner(request)),
  );

  app.put(
    "/",
    {
      schema: {
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => updatePreferences(app.db, owner(request), request.body),
  );
};

/**
 * One-click unsubscribe, no sign-in: the token is the proof. GET (as JSON) says what the link
 * switches off and changes nothing; a browser opening the link gets the web page instead
 * (docs/architecture.md §1). POST switches it off, from that page or from a mail client
 * following RFC 8058, whose form body (`List-Unsubscribe=One-Click`) carries nothing we need.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod<{ tokens: UnsubscribeTokens }> = async (
  app,
  { tokens },
) => {
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string", bodyLimit: 1024 },
    (_request, _body, done) => {
      done(null, undefined);
    },
  );

  const schema = {
    params: unsubscribeTokenParamsSchema,
    response: { 200: unsubscribeResponseSchema, 400: errorResponseSchema },
  };

  app.get("/:token", { schema }, async (request) =>
    checkUnsubscribe(app.db, tokens, request.params.token),
  );

  app.post("/:token", { schema }, async (request) =>
    unsubscribe(app.db, tokens, request.params.token),
  );
};

/** The notifier services take, the switches' routes and one-click unsubscribe. */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    const { appSecret, previousAppSecrets, publicUrl } = app.config;
    const tokens = createUnsubscribeTokens(appSecret, previousAppSecrets);
    app.decorate("notifier", createNotifier({ queue: app.mailQueue, tokens, publicUrl }));
    await app.register(notificationSettingsRoutes, { prefix: "/api/users/notifications" });
    await app.register(unsubscribeRoutes, { prefix: "/auth/unsubscribe", tokens });
  },
  { name: "notifications", dependencies: ["context", "mail", "auth"] },
);
