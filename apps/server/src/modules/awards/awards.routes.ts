import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "@trophy/shared/schemas/common";
import { awardRequestSchema, awardResponseSchema } from "@trophy/shared/schemas/developer";
import { Unauthorized } from "../../lib/errors";
import { VALIDATION_TEXTS } from "../../texts/errors";
import { announcer } from "../ledger/ledger.service";
import { registerOpenApi } from "./openapi";
import { awardTrophies, countRefusedCall, type AwardDeps } from "./awards.service";

/** Longer API keys are refused before any lookup: no key the server issues is that long. */
const API_KEY_MAX_LENGTH = 200;
/** The longest Idempotency-Key the award API keeps (the README documents it). */
const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** The X-API-Key of a request, or 401. */
function presentedKey(request: FastifyRequest): string {
  const header = request.headers["x-api-key"];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key) throw new Unauthorized("api_key_missing");
  if (key.length > API_KEY_MAX_LENGTH) throw new Unauthorized("api_key_invalid");
  return key;
}

/**
 * The external award API, /api/v1. Its OpenAPI document is generated from the same zod schemas
 * the route validates with; swagger lives in this plugin only, so it documents only this API.
 */
export const awardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AwardDeps = {
    db: app.db,
    defaultBudget: app.config.developerDailyTrophyBudget,
    announce: announcer(app.events, app.log),
  };
  await registerOpenApi(app);

  app.post(
    "/award-trophies",
    {
      // The key is checked before the body, and an invalid body still counts as a call.
      attachValidation: true,
      schema: {
        description: "Award trophies to the student with this e-mail.",
        headers: z.object({
          "x-api-key": z.string().describe("Your API key"),
          "idempotency-key": z
            .string()
            .min(1)
            .max(
              IDEMPOTENCY_KEY_MAX_LENGTH,
              VALIDATION_TEXTS.idempotencyKeyTooLong(IDEMPOTENCY_KEY_MAX_LENGTH),
            )
            .optional()
            .describe(
              "Any unique string; a retry with the same key and body awards once (kept 24 h or more)",
            ),
        }),
        body: awardRequestSchema,
        response: {
          200: awardResponseSchema,
          400: errorResponseSchema.describe("Invalid body"),
          401: errorResponseSchema.describe("Missing, unknown or revoked API key"),
          403: errorResponseSchema.describe("Developer not validated or suspended"),
          404: errorResponseSchema.describe("No student with that e-mail"),
          422: errorResponseSchema.describe("Idempotency-Key reused with another body"),
          429: errorResponseSchema.describe(
            "Hourly rate limit or daily trophy budget exceeded; see Retry-After",
          ),
        },
      },
    },
    async (request, reply) => {
      const key = presentedKey(request);
      if (request.validationError) {
        void reply.headers(await countRefusedCall(app.db, key, deps.defaultBudget));
        throw request.validationError;
      }
      const { response, headers } = await awardTrophies(
        deps,
        key,
        request.body,
        request.headers["idempotency-key"],
      );
      void reply.headers(headers);
      return response;
    },
  );

};
