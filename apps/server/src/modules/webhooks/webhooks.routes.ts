import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "@trophy/shared/schemas/common";
import {
  createWebhookResponseSchema,
  createWebhookSchema,
  replayWebhookResponseSchema,
  replayWebhookSchema,
  webhookDeliveriesResponseSchema,
  webhookEndpointsResponseSchema,
  webhookTestResponseSchema,
} from "@trophy/shared/schemas/webhooks";
import { principalOf, signedInUser } from "../sessions/principal";
import { VALIDATION_TEXTS } from "../../texts/errors";
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  queueTestEvent,
  replayFailedDeliveries,
} from "./endpoints.service";

const params = z.object({ id: z.uuid(VALIDATION_TEXTS.invalidId) });
const byId = errorResponses(400, 401, 403, 404);

/**
 * /api/developers/webhooks: a developer's endpoints, a test ping, recent deliveries and the replay
 * of failed ones.
 */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireRole("developer"));

  app.get(
    "/",
    { schema: { response: { 200: webhookEndpointsResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => ({ webhooks: await listWebhooks(app.db, principalOf(request).userId) }),
  );

  app.post(
    "/",
    {
      schema: {
        body: createWebhookSchema,
        response: { 201: createWebhookResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(app.db, request);
      const allowPrivate = app.config.webhooks.allowPrivateUrls;
      const webhook = await createWebhook(
        app.db,
        app.webhookSecrets,
        user,
        request.body,
        allowPrivate,
      );
      return reply.code(201).send({ webhook });
    },
  );

  app.delete(
    "/:id",
    { schema: { params, response: { 204: z.null(), ...byId } } },
    async (request, reply) => {
      await deleteWebhook(app.db, principalOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/:id/test",
    {
      schema: {
        params,
        response: { 200: webhookTestResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const delivery = await queueTestEvent(app.db, principalOf(request).userId, request.params.id);
      app.webhookWorker.wake();
      return { delivery };
    },
  );

  app.post(
    "/:id/replay",
    {
      schema: {
        params,
        body: replayWebhookSchema,
        response: { 200: replayWebhookResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const queued = await replayFailedDeliveries(
        app.db,
        principalOf(request).userId,
        request.params.id,
        new Date(request.body.since),
      );
      if (queued > 0) app.webhookWorker.wake();
      return { queued };
    },
  );

  app.get(
    "/:id/deliveries",
    { schema: { params, response: { 200: webhookDeliveriesResponseSchema, ...byId } } },
    async (request) => ({
      deliveries: await listDeliveries(app.db, principalOf(request).userId, request.params.id),
    }),
  );
};
