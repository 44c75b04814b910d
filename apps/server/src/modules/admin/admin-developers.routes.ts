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
import { signedInUser } from "../sessions/principal";
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
        await signedInUser(app.db, request),
        request.params.id,
      );
      return { message: NOTICES.developerApproved };
    },
  );

  app.delete(
    "/:id/reject",
    {
      config: { endsSessions: true },
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
        await signedInUser(app.db, request),
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
        await signedInUser(app.db, request),
        request.params.id,
        request.body.dailyTrophyBudget,
      ),
    }),
  );
};
