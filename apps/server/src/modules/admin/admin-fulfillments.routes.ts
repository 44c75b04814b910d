import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminFulfillmentResponseSchema,
  adminFulfillmentsQuerySchema,
  adminFulfillmentsResponseSchema,
  declineAdminFulfillmentSchema,
} from "@trophy/shared/schemas/admin-fulfillments";
import { errorResponses } from "@trophy/shared/schemas/common";
import { signedInUser } from "../sessions/principal";
import { VALIDATION_TEXTS } from "../../texts/errors";
import type { Fulfiller } from "../fulfillments/fulfiller";
import { declineRedemption, fulfilRedemption } from "../fulfillments/fulfillment-decision.service";
import { listFulfilments } from "../fulfillments/fulfillment-list";
import { announcer } from "../ledger/ledger.service";

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: z.uuid(VALIDATION_TEXTS.invalidId) });

/**
 * /api/admin/fulfillments: the redemptions of base rewards, which admins (and the student's
 * parents/guides) fulfil, or decline with a reason and a refund.
 */
export const adminFulfillmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireRole("admin"));
  const announce = announcer(app.events, app.log);
  const admin = async (request: FastifyRequest): Promise<Fulfiller> => {
    const { id, email } = await signedInUser(app.db, request);
    return { role: "admin", id, email };
  };

  app.get(
    "/",
    {
      schema: {
        querystring: adminFulfillmentsQuerySchema,
        response: { 200: adminFulfillmentsResponseSchema, ...errors },
      },
    },
    async (request) => listFulfilments(app.db, await admin(request), request.query),
  );

  app.put(
    "/:id",
    { schema: { params, response: { 200: adminFulfillmentResponseSchema, ...errors } } },
    async (request) => ({
      fulfillment: await fulfilRedemption(
        app.db,
        app.notifier,
        await admin(request),
        request.params.id,
      ),
    }),
  );

  app.post(
    "/:id/decline",
    {
      schema: {
        params,
        body: declineAdminFulfillmentSchema,
        response: { 200: adminFulfillmentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      fulfillment: await declineRedemption(
        { db: app.db, announce, notifier: app.notifier },
        await admin(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );
};
