import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminRewardResponseSchema,
  adminRewardsResponseSchema,
  createBaseRewardSchema,
  updateBaseRewardSchema,
} from "@trophy/shared/schemas/admin-rewards";
import { errorResponses, pageQuerySchema } from "@trophy/shared/schemas/common";
import { signedInUser } from "../sessions/principal";
import { VALIDATION_TEXTS } from "../../texts/errors";
import { createBaseReward, listBaseRewards, updateBaseReward } from "./base-rewards.service";

const errors = errorResponses(400, 401, 403, 404);
const params = z.object({ id: z.uuid(VALIDATION_TEXTS.invalidRewardId) });

/** /api/admin/rewards: the base rewards every student is offered, fulfilled by hand. */
export const adminRewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireRole("admin"));

  app.get(
    "/",
    {
      schema: {
        querystring: pageQuerySchema(),
        response: { 200: adminRewardsResponseSchema, ...errors },
      },
    },
    (request) => listBaseRewards(app.db, request.query),
  );

  app.post(
    "/",
    {
      schema: {
        body: createBaseRewardSchema,
        response: { 201: adminRewardResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        reward: await createBaseReward(app.db, await signedInUser(app.db, request), request.body),
      }),
  );

  app.put(
    "/:id",
    {
      schema: {
        params,
        body: updateBaseRewardSchema,
        response: { 200: adminRewardResponseSchema, ...errors },
      },
    },
    async (request) => ({
      reward: await updateBaseReward(
        app.db,
        await signedInUser(app.db, request),
        request.params.id,
        request.body,
      ),
    }),
  );
};
