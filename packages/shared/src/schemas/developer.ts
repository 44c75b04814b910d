import { z } from "zod";
import { AWARD_MAX, AWARD_MIN, DAILY_TROPHY_BUDGET_MAX } from "../constants";
import { emailSchema } from "./common";
import {
  HIDDEN_CHARACTERS_MESSAGE,
  hasNoHiddenCharacters,
  isSingleLine,
  SINGLE_LINE_MESSAGE,
  hasNoControlCharacters,
  CONTROL_CHARACTERS_MESSAGE,
  hasNoNul,
  NO_NUL_MESSAGE,
} from "./inputs";

/** A student's pseudonym for one app: `stu_` and 32 hex digits (what the app saw as studentId). */
export const studentRefSchema = z
  .string()
  .regex(/^stu_[0-9a-f]{32}$/, "studentRef must be the studentId an earlier answer gave")
  .describe(
    "The student's pseudonym for your app: the `studentId` an earlier answer or webhook gave. Send it instead of `email`",
  );

export const AWARD_RECIPIENT_MESSAGE = "Send the student's email or their studentRef, not both";

/**
 * POST /api/v1/award-trophies: what a developer's app sends. The student is named by e-mail or by
 * the pseudonym this app knows them by (docs/product.md §4, Privacy towards apps), one of the two.
 */
export const awardFields = z.object({
  email: emailSchema.optional().describe("E-mail of the student's account (or send `studentRef`)"),
  studentRef: studentRefSchema.optional(),
  amount: z
    .number({ error: `amount must be a whole number from ${AWARD_MIN} to ${AWARD_MAX}` })
    .int(`amount must be a whole number from ${AWARD_MIN} to ${AWARD_MAX}`)
    .min(AWARD_MIN, `amount must be a whole number from ${AWARD_MIN} to ${AWARD_MAX}`)
    .max(AWARD_MAX, `amount must be a whole number from ${AWARD_MIN} to ${AWARD_MAX}`)
    .describe("Trophies to award"),
  details: z
    .string()
    .trim()
    .max(200, "details must be at most 200 characters")
    .refine(hasNoNul, NO_NUL_MESSAGE)
    .refine(hasNoHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE)
    .optional()
    .describe("What the trophies are for; shown to the student"),
});
/** An award names its student once: the spec's e-mail, else the app's pseudonym for them. */
export function namesOneStudent(
  body: { email?: string | undefined; studentRef?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (body.email === undefined && body.studentRef === undefined) {
    ctx.addIssue({ code: "custom", message: "Email is required", path: ["email"] });
  } else if (body.email !== undefined && body.studentRef !== undefined) {
    ctx.addIssue({ code: "custom", message: AWARD_RECIPIENT_MESSAGE, path: ["studentRef"] });
  }
}
export const awardRequestSchema = awardFields.superRefine(namesOneStudent);
export type AwardRequest = z.infer<typeof awardRequestSchema>;

export const awardResponseSchema = z.object({
  success: z.literal(true),
  livemode: z.boolean(),
  transaction: z.object({
    id: z.string(),
    studentId: z.string(),
    amount: z.number().int(),
    createdAt: z.string(),
  }),
});
export type AwardResponse = z.infer<typeof awardResponseSchema>;

export const apiKeyResponseSchema = z.object({
  apiKey: z.string().nullable(),
  /** The sandbox key, `trk_test_…`: same calls, no real student touched. */
  testApiKey: z.string().nullable(),
  isValidated: z.boolean(),
  /** When each key was last used (null: never). */
  apiKeyLastUsedAt: z.string().nullable(),
  testApiKeyLastUsedAt: z.string().nullable(),
});
export type ApiKeyResponse = z.infer<typeof apiKeyResponseSchema>;

export const apiKeyModeSchema = z.enum(["live", "test"], {
  error: 'mode must be "live" or "test"',
});
export type ApiKeyMode = z.infer<typeof apiKeyModeSchema>;
/** POST /api/developers/api-key/regenerate: no body (or `{mode: "live"}`) renews the live key. */
export const regenerateKeyRequestSchema = z
  .object({ mode: apiKeyModeSchema.default("live") })
  .nullish()
  .transform((body) => body ?? { mode: "live" as const });
export const regenerateKeyResponseSchema = z.object({ apiKey: z.string(), mode: apiKeyModeSchema });

/** One UTC day of one mode's calls, as the dashboard charts them. */
export const usageDaySchema = z.object({
  date: z.string(),
  calls: z.number().int(),
  success: z.number().int(),
  clientErrors: z.number().int().describe("4xx answers other than 429"),
  rateLimited: z.number().int(),
  trophies: z.number().int(),
  students: z.number().int(),
});
export type UsageDay = z.infer<typeof usageDaySchema>;

export const usageResponseSchema = z.object({
  totalCalls: z.number().int(),
  dailyStats: z.array(z.object({ date: z.string(), calls: z.number().int() })),
  live: z.array(usageDaySchema),
  test: z.array(usageDaySchema),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;

/** GET /api/developers/requests: the last 100 calls, or the failing ones first. */
export const requestLogQuerySchema = z.object({
  failingFirst: z
    .enum(["true", "false"], { error: 'failingFirst must be "true" or "false"' })
    .default("false")
    .transform((value) => value === "true"),
});
export const requestLogEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  livemode: z.boolean(),
  operation: z.string(),
  status: z.number().int(),
  errorCode: z.string().nullable(),
  studentEmail: z.string().nullable(),
});
export type RequestLogEntry = z.infer<typeof requestLogEntrySchema>;
export const requestLogResponseSchema = z.object({ requests: z.array(requestLogEntrySchema) });

/** A developer as the admin list shows it. */
export const developerSchema = z.object({
  id: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  isValidated: z.boolean(),
  createdAt: z.string(),
  /** Trophies the developer's apps may award per UTC day, and how many they awarded today. */
  dailyTrophyBudget: z.number().int(),
  trophiesAwardedToday: z.number().int(),
});
export type Developer = z.infer<typeof developerSchema>;
export const developersResponseSchema = z.object({
  developers: z.array(developerSchema),
  total: z.number().int(),
});
export const developerResponseSchema = z.object({ developer: developerSchema });

const budgetMessage = `dailyTrophyBudget must be a whole number from 0 to ${DAILY_TROPHY_BUDGET_MAX.toLocaleString("en-US")}`;
/** PUT /api/admin/developers/:id/budget; 0 stops the developer's awards altogether. */
export const developerBudgetSchema = z.object({
  dailyTrophyBudget: z
    .number({ error: budgetMessage })
    .int(budgetMessage)
    .min(0, budgetMessage)
    .max(DAILY_TROPHY_BUDGET_MAX, budgetMessage),
});
export type DeveloperBudget = z.infer<typeof developerBudgetSchema>;

/**
 * A body that may carry a `reason` or be left out altogether (no body, `null` or `{}`), for
 * refusals and reversals whose reason is optional.
 */
export const optionalReasonBodySchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(500, "reason must be at most 500 characters")
      .refine(hasNoNul, NO_NUL_MESSAGE)
      .refine(hasNoHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE)
      .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE)
      .optional(),
  })
  .nullish()
  .transform((body) => body ?? {});

/** The admin may reject without a reason. */
export const rejectDeveloperSchema = optionalReasonBodySchema;
