import { z } from "zod";
import { AWARD_BATCH_MAX } from "../constants";
import { ERROR_CODES } from "../error-codes";
import { reversalSchema } from "./admin";
import { awardFields, namesOneStudent, optionalReasonBodySchema } from "./developer";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "./inputs";

/**
 * Payloads of the award API, /api/v1, beyond the single award (developer.ts). Every answer says
 * `livemode`: true for a live key, false for a test key working against the sandbox.
 */

/**
 * An award as the API (and every webhook) describes it. `studentId` is the student's pseudonym for
 * this app, never the account's id; no e-mail travels back.
 */
export const apiAwardSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  amount: z.number().int(),
  details: z.string(),
  createdAt: z.string(),
  reversedAt: z.string().nullable(),
});
export type ApiAward = z.infer<typeof apiAwardSchema>;
export const apiAwardResponseSchema = z.object({ livemode: z.boolean(), award: apiAwardSchema });
export type ApiAwardResponse = z.infer<typeof apiAwardResponseSchema>;

/** POST /api/v1/awards/:id/reverse; the reason is kept with the reversal in the activity log. */
export const apiReverseRequestSchema = optionalReasonBodySchema;
export const apiReverseResponseSchema = z.object({
  success: z.literal(true),
  livemode: z.boolean(),
  reversal: reversalSchema,
});
export type ApiReverseResponse = z.infer<typeof apiReverseResponseSchema>;

const batchSizeMessage = `awards must hold 1 to ${AWARD_BATCH_MAX} items`;
/** POST /api/v1/award-trophies/batch: each item as a single award, with its own idempotency key. */
export const batchItemSchema = awardFields
  .extend({
    idempotencyKey: z
      .string()
      .min(1, "idempotencyKey must not be empty")
      .max(200, "idempotencyKey must be at most 200 characters")
      .refine(isSingleLine, SINGLE_LINE_MESSAGE)
      .optional()
      .describe("Like the Idempotency-Key header, for this item alone"),
  })
  .superRefine(namesOneStudent);
export type BatchItem = z.infer<typeof batchItemSchema>;
export const batchRequestSchema = z.object({
  awards: z
    .array(batchItemSchema, {
      error: (issue) => (issue.input === undefined ? "awards is required" : batchSizeMessage),
    })
    .min(1, batchSizeMessage)
    .max(AWARD_BATCH_MAX, batchSizeMessage),
});
export type BatchRequest = z.infer<typeof batchRequestSchema>;

export const batchResultSchema = z.object({
  index: z.number().int(),
  success: z.boolean(),
  transaction: z
    .object({
      id: z.string(),
      studentId: z.string(),
      amount: z.number().int(),
      createdAt: z.string(),
    })
    .optional(),
  error: z.string().optional(),
  code: z.enum(ERROR_CODES).optional(),
});
export type BatchResult = z.infer<typeof batchResultSchema>;
export const batchResponseSchema = z.object({
  livemode: z.boolean(),
  results: z.array(batchResultSchema),
});
export type BatchResponse = z.infer<typeof batchResponseSchema>;

/** The errors a test call can be asked to answer with `X-Simulate-Error`. */
export const SIMULATED_ERROR_STATUSES = ["404", "409", "422", "429"] as const;

/**
 * POST /api/v1/connections: the code a student (or their parent/guide) read to the app. Case,
 * spaces and dashes do not matter; anything else that is not a live code is a wrong code.
 */
export const connectionRequestSchema = z.object({
  code: z
    .string({ error: "code is required" })
    .min(1, "code is required")
    .max(64, "code must be at most 64 characters")
    .describe(
      "The 8-character code the student got on their apps page (case, spaces and dashes ignored)",
    ),
});
export type ConnectionRequest = z.infer<typeof connectionRequestSchema>;
export const connectionResponseSchema = z.object({
  livemode: z.boolean(),
  studentRef: z
    .string()
    .describe(
      "The student's pseudonym for your app: award with it as `studentRef`; answers and webhooks call it `studentId`",
    ),
});
export type ConnectionResponse = z.infer<typeof connectionResponseSchema>;

/** `connection.revoked`: the student or a parent/guide disconnected or stopped the app. */
export const connectionRevokedDataSchema = z.object({
  studentRef: z.string(),
  reason: z.enum(["disconnected", "blocked"]),
});
export type ConnectionRevokedData = z.infer<typeof connectionRevokedDataSchema>;
