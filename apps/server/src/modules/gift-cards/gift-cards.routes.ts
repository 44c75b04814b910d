import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema, errorResponses } from "@trophy/shared/schemas/common";
import {
  deleteResultSchema,
  denominationKeySchema,
  exportQuerySchema,
  giftCardInputSchema,
  giftCardResponseSchema,
  inventoryResponseSchema,
  uploadRequestSchema,
  uploadResultSchema,
} from "@trophy/shared/schemas/gift-cards";
import { signedInUser } from "../sessions/principal";
import { giftCardsDeletedText } from "../../texts/notices";
import { deleteDenomination } from "./delete-denomination.service";
import { exportFileName, exportGiftCards } from "./export.service";
import { inventory } from "./inventory.service";
import { addGiftCard } from "./single-card.service";
import { uploadGiftCards } from "./upload.service";

const errors = errorResponses(400, 401, 403, 404, 409);

/** A CSV of 100,000 cards is about 6 MB; past this limit the answer is a clear 413. */
export const UPLOAD_BODY_LIMIT = 50 * 1024 * 1024;

export const giftCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireRole("admin"));

  app.get(
    "/inventory",
    { schema: { response: { 200: inventoryResponseSchema, ...errors } } },
    async () => ({
      inventory: await inventory(app.db),
    }),
  );

  app.post(
    "/upload",
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        body: uploadRequestSchema,
        response: {
          201: uploadResultSchema,
          207: uploadResultSchema,
          ...errors,
          413: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await uploadGiftCards(
        app.database,
        app.giftCardRowSealer,
        await signedInUser(app.db, request),
        request.body,
      );
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.post(
    "/",
    { schema: { body: giftCardInputSchema, response: { 201: giftCardResponseSchema, ...errors } } },
    async (request, reply) =>
      reply.code(201).send({
        giftCard: await addGiftCard(
          app.db,
          app.giftCardCodes,
          await signedInUser(app.db, request),
          request.body,
        ),
      }),
  );

  app.get("/export", { schema: { querystring: exportQuerySchema } }, async (request, reply) => {
    const { format } = request.query;
    return reply
      .header(
        "content-type",
        format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      )
      .header("content-disposition", `attachment; filename="${exportFileName(format)}"`)
      .header("cache-control", "no-store")
      .send(exportGiftCards(app.db, app.giftCardCodes, format));
  });

  app.delete(
    "/bulk",
    { schema: { body: denominationKeySchema, response: { 200: deleteResultSchema, ...errors } } },
    async (request) => {
      const deleted = await deleteDenomination(
        app.db,
        await signedInUser(app.db, request),
        request.body,
      );
      return { message: giftCardsDeletedText(deleted), deleted };
    },
  );
};
