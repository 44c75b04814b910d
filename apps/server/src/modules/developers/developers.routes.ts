import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@trophy/shared/schemas/common";
import {
  apiKeyResponseSchema,
  regenerateKeyResponseSchema,
  usageResponseSchema,
} from "@trophy/shared/schemas/developer";
import { principalOf } from "../../plugins/auth";
import { currentApiKey, regenerateApiKey } from "./api-keys.service";
import { getUsage } from "./usage.service";

const errors = errorResponses(401, 403, 429);

export const developersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireRole("developer"));

  app.get(
    "/api-key",
    { schema: { response: { 200: apiKeyResponseSchema, ...errors } } },
    (request) => currentApiKey(app.db, app.apiKeySecrets, principalOf(request).user),
  );

  app.post(
    "/api-key/regenerate",
    { schema: { response: { 200: regenerateKeyResponseSchema, ...errors } } },
    async (request) => ({
      apiKey: await regenerateApiKey(app.db, app.apiKeySecrets, principalOf(request).user.id),
    }),
  );

  app.get("/usage", { schema: { response: { 200: usageResponseSchema, ...errors } } }, (request) =>
    getUsage(app.db, principalOf(request).user.id),
  );
};
