import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@trophy/shared/schemas/common";
import {
  apiKeyResponseSchema,
  regenerateKeyRequestSchema,
  regenerateKeyResponseSchema,
  requestLogQuerySchema,
  requestLogResponseSchema,
  usageResponseSchema,
} from "@trophy/shared/schemas/developer";
import { principalOf, signedInUser } from "../sessions/principal";
import { currentApiKey, regenerateApiKey } from "./api-keys.service";
import { getRequestLog } from "./request-log.service";
import { getUsage } from "./usage.service";

const errors = errorResponses(401, 403, 429);

export const developersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireRole("developer"));

  app.get(
    "/api-key",
    { schema: { response: { 200: apiKeyResponseSchema, ...errors } } },
    async (request) =>
      currentApiKey(app.db, app.apiKeySecrets, await signedInUser(app.db, request)),
  );

  app.post(
    "/api-key/regenerate",
    {
      schema: {
        body: regenerateKeyRequestSchema,
        response: { 200: regenerateKeyResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { mode } = request.body;
      const developerId = principalOf(request).userId;
      return { apiKey: await regenerateApiKey(app.db, app.apiKeySecrets, developerId, mode), mode };
    },
  );

  app.get("/usage", { schema: { response: { 200: usageResponseSchema, ...errors } } }, (request) =>
    getUsage(app.db, principalOf(request).userId),
  );

  app.get(
    "/requests",
    {
      schema: {
        querystring: requestLogQuerySchema,
        response: { 200: requestLogResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => getRequestLog(app.db, principalOf(request).userId, request.query),
  );
};
