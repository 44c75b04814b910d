import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminAwardsQuerySchema,
  adminAwardsResponseSchema,
  reverseAwardRequestSchema,
  reverseAwardResponseSchema,
} from "@trophy/shared/schemas/admin";
import { errorResponses } from "@trophy/shared/schemas/common";
import { signedInUser } from "../sessions/principal";
import { VALIDATION_TEXTS } from "../../texts/errors";
import { announcer } from "../ledger/ledger.service";
import { listAwards, reverseAward } from "./reversal.service";

const errors = errorResponses(400, 401, 403, 404, 409);

/** /api/admin/awards: an admin finds awards and takes mistaken or abusive ones back. */
export const reversalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireRole("admin"));
  const announce = announcer(app.events, app.log);

  app.get(
    "/",
    {
      schema: {
        querystring: adminAwardsQuerySchema,
        response: { 200: adminAwardsResponseSchema, ...errors },
      },
    },
    (request) => listAwards(app.db, request.query),
  );

  app.post(
    "/:id/reverse",
    {
      schema: {
        params: z.object({ id: z.uuid(VALIDATION_TEXTS.invalidAwardId) }),
        body: reverseAwardRequestSchema,
        response: { 200: reverseAwardResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { reversal, created } = await reverseAward(
        app.db,
        request.params.id,
        request.body.reason,
        { admin: await signedInUser(app.db, request) },
      );
      if (created) {
        announce([created]);
        app.webhookWorker.wake();
      }
      return { success: true as const, reversal };
    },
  );
};
