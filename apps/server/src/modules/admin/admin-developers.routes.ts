import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  errorResponses,
  messageResponseSchema,
  pageQuerySchema,
} from "@trophy/shared/schemas/common";
import {
  developerBudgetSchema,
  developerResponseSchema,
  developersResponseSchema,
  rejectDeveloperSchema,
} from "@trophy/shared/schemas/developer";
import { principalOf } from "../sessions/principal";
import { VALIDATION_TEXTS } from "../../texts/errors";
import { NOTICES } from "../../texts/notices";
import {
  approveDeveloper,
  listDevelopers,
  rejectDeveloper,
  setDailyTrophyBudget,
} from "./developer-approval.service";

const errors = errorResponses(400, 401, 403, 404);
const params = z.object({ id: z.uuid(VALIDATION_TEXTS.invalidDeveloperId) });

export const adminDevelopersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireRole("admin"));
  const defaultBudget = app.config.developerDailyTrophyBudget;

  app.get(
    "/",
    {
      schema: {
        querystring: pageQuerySchema(),
        response: { 200: developersResponseSchema, ...errors },
      },
    },
    (request) => listDevelopers(app.db, defaultBudget, request.query),
  );

  app.put(
    "/:id/validate",
    { schema: { params, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await approveDeveloper(
        app.db,
        app.apiKeySecrets,
        app.notifier,
        principalOf(request).user,
        request.params.id,
      );
      return { message: NOTICES.developerApproved };
    },
  );

  app.delete(
    "/:id/reject",
    {
      schema: {
        params,
        body: rejectDeveloperSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await rejectDeveloper(
        app.db,
        app.notifier,
        principalOf(request).user,
        request.params.id,
        request.body.reason,
      );
      return { message: NOTICES.developerRejected };
    },
  );

  app.put(
    "/:id/budget",
    {
      schema: {
        params,
        body: developerBudgetSchema,
        response: { 200: developerResponseSchema, ...errors },
      },
    },
    async (request) => ({
      developer: await setDailyTrophyBudget(
        app.db,
        defaultBudget,
        principalOf(request).user,
        request.params.id,
        request.body.dailyTrophyBudget,
      ),
    }),
  );
};
