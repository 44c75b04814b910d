import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema, messageResponseSchema } from "@trophy/shared/schemas/common";
import { developersResponseSchema, rejectDeveloperSchema } from "@trophy/shared/schemas/developer";
import { approveDeveloper, listDevelopers, rejectDeveloper } from "./developer-approval.service";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const params = z.object({ id: z.uuid("Invalid developer id") });

export const adminDevelopersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireRole("admin"));

  app.get(
    "/",
    { schema: { response: { 200: developersResponseSchema, ...errors } } },
    async () => ({
      developers: await listDevelopers(app),
    }),
  );

  app.put(
    "/:id/validate",
    { schema: { params, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await approveDeveloper(app, request.params.id);
      return { message: "Developer approved" };
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
      await rejectDeveloper(app, request.params.id, request.body.reason);
      return { message: "Developer rejected" };
    },
  );
};
