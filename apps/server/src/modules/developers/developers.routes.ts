import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SERVER_ERRORS } from "@trophy/shared/messages";
import { errorResponseSchema } from "@trophy/shared/schemas/common";
import {
  apiKeyResponseSchema,
  regenerateKeyResponseSchema,
  usageResponseSchema,
} from "@trophy/shared/schemas/developer";
import { Forbidden } from "../../lib/errors";
import { principalOf } from "../../plugins/auth";
import { currentApiKey, issueApiKey } from "./api-keys.service";
import { getUsage } from "./usage.service";

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

export const developersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireRole("developer"));

  app.get(
    "/api-key",
    { schema: { response: { 200: apiKeyResponseSchema, ...errors } } },
    (request) => currentApiKey(app, principalOf(request).user),
  );

  app.post(
    "/api-key/regenerate",
    { schema: { response: { 200: regenerateKeyResponseSchema, ...errors } } },
    async (request) => {
      const developer = principalOf(request).user;
      if (developer.developerStatus !== "validated")
        throw new Forbidden(SERVER_ERRORS.developerNotValidated);
      return { apiKey: await app.db.transaction((tx) => issueApiKey(app, tx, developer.id)) };
    },
  );

  app.get("/usage", { schema: { response: { 200: usageResponseSchema, ...errors } } }, (request) =>
    getUsage(app.db, principalOf(request).user.id),
  );
};
