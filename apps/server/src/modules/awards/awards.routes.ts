import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "@trophy/shared/schemas/common";
import {
  apiAwardResponseSchema,
  apiReverseRequestSchema,
  apiReverseResponseSchema,
  batchRequestSchema,
  batchResponseSchema,
  connectionRequestSchema,
  connectionResponseSchema,
} from "@trophy/shared/schemas/api-v1";
import { awardRequestSchema, awardResponseSchema } from "@trophy/shared/schemas/developer";
import { Unauthorized } from "../../lib/errors";
import { VALIDATION_TEXTS } from "../../texts/errors";
import { exchangeLinkCode, linkCodeKey } from "../app-students/connections.service";
import { modeOfKey } from "../developers/api-keys.service";
import { recordApiCalls } from "../developers/request-log";
import { announcer } from "../ledger/ledger.service";
import type { Caller } from "./api-key-calls";
import { getAward, reverseOwnAward } from "./app-awards.service";
import {
  admitCall,
  awardAdmitted,
  awardBatch,
  awardInOneStatement,
  type AwardDeps,
  type Presented,
} from "./awards.service";
import { registerOpenApi } from "./openapi";
import { simulatedError, simulateErrorHeaderSchema } from "./simulated-error";
import "../developers/api-call";

/** Longer API keys are refused before any lookup: no key the server issues is that long. */
const API_KEY_MAX_LENGTH = 200;
/** The longest Idempotency-Key the award API keeps (docs/api.md documents it). */
const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** The X-API-Key of a request and the client address it came from, or 401. */
function presentedKey(request: FastifyRequest): Presented {
  const header = request.headers["x-api-key"];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key) throw new Unauthorized("api_key_missing");
  if (key.length > API_KEY_MAX_LENGTH) throw new Unauthorized("api_key_invalid");
  return { key, address: request.ip };
}

const keyHeaders = z.object({
  "x-api-key": z.string().describe("Your API key: live `trk_…` or test `trk_test_…`"),
  "x-simulate-error": simulateErrorHeaderSchema,
});

const awardHeaders = keyHeaders.extend({
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
});

const awardIdParams = z.object({ id: z.uuid(VALIDATION_TEXTS.invalidAwardId) });

/** The tags the operations of this API are listed under in its reference (openapi.ts). */
const AWARDS_TAG = "Awards";
const CONNECTIONS_TAG = "Connections";

/**
 * The external award API, /api/v1: award, award in batches, look an award up, reverse it. Every
 * call is counted before anything else (even one with an invalid body), answers with its RateLimit
 * headers, says `livemode`, and is noted for the developer's request log.
 */
export const awardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AwardDeps = {
    db: app.db,
    defaultBudget: app.config.developerDailyTrophyBudget,
    requireConnection: app.config.awardsRequireConnection,
    announce: announcer(app.events, app.log),
    wakeWebhooks: () => {
      app.webhookWorker.wake();
    },
    log: app.log,
  };
  await registerOpenApi(app);
  recordApiCalls(app);

  const noteCaller =
    (request: FastifyRequest, operation: string, studentEmail: string | null) =>
    (caller: Caller) => {
      request.apiCall = {
        developerId: caller.developerId,
        keyId: caller.keyId,
        livemode: caller.livemode,
        operation,
        studentEmail,
      };
    };

  /**
   * Counts and admits the call, then answers a body that failed validation, then a simulated
   * error of a test key; what is left is the real work.
   */
  async function admitted(
    request: FastifyRequest,
    reply: FastifyReply,
    operation: string,
    studentEmail: string | null,
  ): Promise<Caller> {
    const key = presentedKey(request);
    const { caller, headers, window } = await admitCall(
      deps,
      key,
      noteCaller(request, operation, studentEmail),
    );
    void reply.headers(headers);
    if (request.validationError) throw request.validationError;
    const simulate = request.headers["x-simulate-error"];
    if (!caller.livemode && typeof simulate === "string") {
      throw simulatedError(simulate as Parameters<typeof simulatedError>[0], window, caller.limit);
    }
    return caller;
  }

  /** The student a request names, for the log, when its body names one. */
  const emailIn = (body: unknown): string | null => {
    const email = (body as { email?: unknown } | null)?.email;
    return typeof email === "string" ? email.trim().toLowerCase().slice(0, 254) : null;
  };

  app.post(
    "/award-trophies",
    {
      // The key is checked before the body, and an invalid body still counts as a call.
      attachValidation: true,
      schema: {
        operationId: "awardTrophies",
        summary: "Award trophies to a student",
        description:
          "Awards trophies to the student with this e-mail. With a test key the student is a sandbox student and no real balance moves.",
        tags: [AWARDS_TAG],
        headers: awardHeaders,
        body: awardRequestSchema,
        response: {
          200: awardResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const operation = "awardTrophies";
      const presented = presentedKey(request);
      const idempotencyKey = request.headers["idempotency-key"];
      const onCaller = noteCaller(request, operation, emailIn(request.body));
      if (modeOfKey(presented.key) === "live" && !idempotencyKey && !request.validationError) {
        const { response, headers } = await awardInOneStatement(
          deps,
          presented,
          request.body,
          onCaller,
        );
        void reply.headers(headers);
        return response;
      }
      const caller = await admitted(request, reply, operation, emailIn(request.body));
      return awardAdmitted(deps, caller, request.body, idempotencyKey);
    },
  );

  app.post(
    "/award-trophies/batch",
    {
      attachValidation: true,
      schema: {
        operationId: "awardTrophiesBatch",
        summary: "Award trophies to many students at once",
        description:
          "Awards 1 to 100 items in one call, counted once against the hourly limit; every trophy counts against the daily budget. Each item succeeds or fails alone; the answer lists a result per item, in order.",
        tags: [AWARDS_TAG],
        headers: keyHeaders,
        body: batchRequestSchema,
        response: {
          200: batchResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const caller = await admitted(request, reply, "awardTrophiesBatch", null);
      return awardBatch(deps, caller, request.body.awards);
    },
  );

  app.get(
    "/awards/:id",
    {
      attachValidation: true,
      schema: {
        operationId: "getAward",
        summary: "Look up one of your awards",
        description: "The award as your app made it, with `reversedAt` once it was reversed.",
        tags: [AWARDS_TAG],
        headers: keyHeaders,
        params: awardIdParams,
        response: {
          200: apiAwardResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const caller = await admitted(request, reply, "getAward", null);
      return getAward(app.db, caller, request.params.id);
    },
  );

  app.post(
    "/awards/:id/reverse",
    {
      attachValidation: true,
      schema: {
        operationId: "reverseAward",
        summary: "Reverse one of your awards",
        description:
          "Takes back an award your app made in the last 7 days. A second call answers the same reversal. Refused with 409, and nothing written, when the student has already spent the trophies.",
        tags: [AWARDS_TAG],
        headers: keyHeaders,
        params: awardIdParams,
        body: apiReverseRequestSchema,
        response: {
          200: apiReverseResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const caller = await admitted(request, reply, "reverseAward", null);
      const { response, created } = await reverseOwnAward(
        app.db,
        caller,
        request.params.id,
        request.body.reason,
      );
      if (created) deps.announce([created]);
      deps.wakeWebhooks();
      return response;
    },
  );

  const codes = linkCodeKey(app.config.appSecret);
  app.post(
    "/connections",
    {
      attachValidation: true,
      schema: {
        operationId: "createConnection",
        summary: "Connect a student with their code",
        description:
          "Exchanges the one-time code a student (or their parent/guide) got on their apps page and typed into your app for your app's pseudonym of that student, and connects your app to them. Where the installation requires connections, your live key may award only connected students, by `studentRef`. With a test key any well-formed code connects a new sandbox student, once; real students' codes are never used.",
        tags: [CONNECTIONS_TAG],
        headers: keyHeaders,
        body: connectionRequestSchema,
        response: {
          200: connectionResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const caller = await admitted(request, reply, "createConnection", null);
      return exchangeLinkCode(app.db, codes, caller, request.body.code);
    },
  );
};
