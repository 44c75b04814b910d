import { z } from "zod";
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from "../constants";
import { ERROR_CODES } from "../error-codes";
import { EMAIL_MAX_LENGTH, SIGN_IN_EMAIL_PATTERN, SIGN_IN_TEXTS } from "../rules/sign-in";

/**
 * Every error answer of the API: a sentence for people, a stable code for programs, and structured
 * details where there are any (an upload's duplicate codes, its failed rows).
 */
export const errorResponseSchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  codes: z.array(z.string()).optional(),
  errors: z.array(z.object({ code: z.string(), error: z.string() })).optional(),
  /** A refused sign-in of a student waiting for consent: the ticket of their consent step. */
  consentTicket: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** Trimmed and lower-cased, as e-mails are stored. */
export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"));

/**
 * The sign-in e-mail: any `local@domain`, since sign-in only looks the account up. The first
 * admin of an embedded installation is `admin@localhost`, which registration's stricter format
 * would refuse.
 */
export const signInEmailSchema = z
  .string({ error: SIGN_IN_TEXTS.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, SIGN_IN_TEXTS.emailRequired)
  .max(EMAIL_MAX_LENGTH, SIGN_IN_TEXTS.emailTooLong)
  .regex(SIGN_IN_EMAIL_PATTERN, SIGN_IN_TEXTS.emailInvalid);

/** `limit`/`offset` of every list endpoint; answers also carry the `total`. */
export function pageQuerySchema(defaultLimit: number = LIST_DEFAULT_LIMIT) {
  return z.object({
    limit: z.coerce
      .number({ error: "limit must be a whole number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(LIST_MAX_LIMIT, `limit must be at most ${LIST_MAX_LIMIT}`)
      .default(defaultLimit),
    offset: z.coerce
      .number({ error: "offset must be a whole number" })
      .int("offset must be a whole number")
      .min(0, "offset must be at least 0")
      .max(1_000_000_000, "offset is too large")
      .default(0),
  });
}
export type PageQuery = z.infer<ReturnType<typeof pageQuerySchema>>;

/** A route's error answers: the same `{error, code}` shape under each status it may answer. */
export function errorResponses<S extends number>(
  ...statuses: S[]
): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}
