import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  errorResponseSchema,
  errorResponses,
  messageResponseSchema,
} from "@trophy/shared/schemas/common";
import {
  dataExportSchema,
  deleteAccountResponseSchema,
  deleteAccountSchema,
  deletionRequestResponseSchema,
} from "@trophy/shared/schemas/data-rights";
import { changePasswordSchema } from "@trophy/shared/schemas/password";
import { z } from "zod";
import { updateProfileSchema, userResponseSchema } from "@trophy/shared/schemas/user";
import { Forbidden } from "../../lib/errors";
import { principalOf, signedInUser } from "../sessions/principal";
import { NOTICES } from "../../texts/notices";
import { changePassword } from "../auth/password.service";
import {
  cancelDeletionRequest,
  deleteOwnAccount,
  getDeletionRequest,
} from "../data-rights/account-deletion.service";
import { exportFileName, exportUserData } from "./data-export.service";
import { toUserView } from "../accounts/user-view";
import { updateProfile } from "./users.service";
import { announcer } from "../ledger/ledger.service";

const errors = errorResponses(400, 401, 403);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deletion = { db: app.db, announce: announcer(app.events, app.log) };
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/profile",
    { schema: { response: { 200: userResponseSchema, ...errors } } },
    async (request) => ({
      user: toUserView(await signedInUser(app.db, request)),
    }),
  );

  app.put(
    "/profile",
    { schema: { body: updateProfileSchema, response: { 200: userResponseSchema, ...errors } } },
    async (request) => ({
      user: await updateProfile(app.db, await signedInUser(app.db, request), request.body),
    }),
  );

  app.put(
    "/password",
    {
      config: { endsSessions: true },
      schema: {
        body: changePasswordSchema,
        response: { 200: messageResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await changePassword(
        app.db,
        await signedInUser(app.db, request),
        principalOf(request).sessionId,
        request.body,
        request.ip,
      );
      return { message: NOTICES.passwordChanged };
    },
  );

  app.get(
    "/me/export",
    { schema: { response: { 200: dataExportSchema, ...errors } } },
    async (request, reply) => {
      const data = await exportUserData(
        { db: app.db, giftCardCodes: app.giftCardCodes },
        principalOf(request).userId,
        "self",
      );
      return reply
        .header("content-disposition", `attachment; filename="${exportFileName()}"`)
        .header("cache-control", "no-store")
        .send(data);
    },
  );

  app.delete(
    "/me",
    {
      config: { endsSessions: true },
      schema: {
        body: deleteAccountSchema,
        response: {
          200: deleteAccountResponseSchema,
          202: deleteAccountResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await deleteOwnAccount(
        deletion,
        await signedInUser(app.db, request),
        request.body.password,
        request.ip,
      );
      return reply.code(outcome.status === "deleted" ? 200 : 202).send(outcome);
    },
  );

  /** A student's own request to delete their account, waiting for a linked parent/guide. */
  const studentOnly = (request: Parameters<typeof principalOf>[0]) => {
    const { userId, role } = principalOf(request);
    if (role !== "student") throw new Forbidden("forbidden");
    return userId;
  };

  app.get(
    "/me/deletion-request",
    { schema: { response: { 200: deletionRequestResponseSchema, ...errors } } },
    (request) => getDeletionRequest(app.db, studentOnly(request)),
  );

  app.delete(
    "/me/deletion-request",
    { schema: { response: { 204: z.null(), ...errors, 404: errorResponseSchema } } },
    async (request, reply) => {
      await cancelDeletionRequest(app.db, studentOnly(request));
      return reply.code(204).send(null);
    },
  );
};
