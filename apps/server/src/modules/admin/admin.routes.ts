import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminStatsSchema,
  adminUserResponseSchema,
  suspendRequestSchema,
  throttledAccountsQuerySchema,
  throttledAccountsResponseSchema,
  userListQuerySchema,
  userListResponseSchema,
} from "@trophy/shared/schemas/admin";
import { errorResponses } from "@trophy/shared/schemas/common";
import { consentLogResponseSchema } from "@trophy/shared/schemas/consent";
import { dataExportSchema, deleteAccountResponseSchema } from "@trophy/shared/schemas/data-rights";
import { principalOf, signedInUser } from "../sessions/principal";
import { VALIDATION_TEXTS } from "../../texts/errors";
import { listThrottledAccounts } from "../auth/throttled-accounts";
import { consentLogOfUser } from "../consent/consent-log";
import { deleteUserAsAdmin } from "../data-rights/account-deletion.service";
import { exportFileName, exportUserData } from "../users/data-export.service";
import { dashboardStats } from "./dashboard.service";
import { listUsers, suspendUser, unsuspendUser } from "./users.service";
import { announcer } from "../ledger/ledger.service";

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: z.uuid(VALIDATION_TEXTS.invalidUserId) });

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deletion = { db: app.db, announce: announcer(app.events, app.log) };
  app.addHook("onRequest", app.requireRole("admin"));

  app.get("/dashboard", { schema: { response: { 200: adminStatsSchema, ...errors } } }, () =>
    dashboardStats(app.db),
  );

  app.get(
    "/users",
    {
      schema: {
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, ...errors },
      },
    },
    (request) => listUsers(app.db, request.query),
  );

  app.get(
    "/throttled-accounts",
    {
      schema: {
        querystring: throttledAccountsQuerySchema,
        response: { 200: throttledAccountsResponseSchema, ...errors },
      },
    },
    (request) => listThrottledAccounts(app.db, request.query),
  );

  app.put(
    "/users/:id/suspend",
    {
      config: { endsSessions: true },
      schema: {
        params,
        body: suspendRequestSchema,
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => ({
      user: await suspendUser(
        app.db,
        await signedInUser(app.db, request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.put(
    "/users/:id/unsuspend",
    { schema: { params, response: { 200: adminUserResponseSchema, ...errors } } },
    async (request) => ({
      user: await unsuspendUser(app.db, await signedInUser(app.db, request), request.params.id),
    }),
  );

  app.get(
    "/users/:id/consent-log",
    { schema: { params, response: { 200: consentLogResponseSchema, ...errors } } },
    async (request) => ({ entries: await consentLogOfUser(app.db, request.params.id) }),
  );

  app.get(
    "/users/:id/export",
    { schema: { params, response: { 200: dataExportSchema, ...errors } } },
    async (request, reply) => {
      const data = await exportUserData(
        { db: app.db, giftCardCodes: app.giftCardCodes },
        request.params.id,
        "admin",
      );
      return reply
        .header("content-disposition", `attachment; filename="${exportFileName()}"`)
        .header("cache-control", "no-store")
        .send(data);
    },
  );

  app.delete(
    "/users/:id",
    {
      config: { endsSessions: true },
      schema: { params, response: { 200: deleteAccountResponseSchema, ...errors } },
    },
    (request) =>
      deleteUserAsAdmin(deletion, { id: principalOf(request).userId }, request.params.id),
  );
};
