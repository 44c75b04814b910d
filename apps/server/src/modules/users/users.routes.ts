import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  errorResponseSchema,
  errorResponses,
  messageResponseSchema,
} from "@trophy/shared/schemas/common";
import { changePasswordSchema } from "@trophy/shared/schemas/password";
import { updateProfileSchema, userResponseSchema } from "@trophy/shared/schemas/user";
import { principalOf } from "../../plugins/auth";
import { NOTICES } from "../../texts/notices";
import { changePassword } from "../auth/password.service";
import { toUserView } from "./user-view";
import { updateProfile } from "./users.service";

const errors = errorResponses(400, 401, 403);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/profile",
    { schema: { response: { 200: userResponseSchema, ...errors } } },
    async (request) => ({
      user: toUserView(principalOf(request).user),
    }),
  );

  app.put(
    "/profile",
    { schema: { body: updateProfileSchema, response: { 200: userResponseSchema, ...errors } } },
    async (request) => ({
      user: await updateProfile(app.db, principalOf(request).user.id, request.body.name),
    }),
  );

  app.put(
    "/password",
    {
      schema: {
        body: changePasswordSchema,
        response: { 200: messageResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await changePassword(app.db, principalOf(request), request.body, request.ip);
      return { message: NOTICES.passwordChanged };
    },
  );
};
