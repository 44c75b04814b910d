import { z } from "zod";
import { passwordSchema } from "../rules/password";
import { PASSWORD_MAX_LENGTH, SIGN_IN_TEXTS } from "../rules/sign-in";
import { emailSchema, signInEmailSchema } from "./common";
import { studentBirthExtras } from "./consent";
import {
  HIDDEN_CHARACTERS_MESSAGE,
  hasNoHiddenCharacters,
  isSingleLine,
  SINGLE_LINE_MESSAGE,
  hasNoNul,
  NO_NUL_MESSAGE,
} from "./inputs";
import { languageSchema, userSchema } from "./user";

const nameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(100, "Name is too long")
  .refine(hasNoNul, NO_NUL_MESSAGE)
  .refine(hasNoHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE)
  .refine(isSingleLine, SINGLE_LINE_MESSAGE);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(hasNoNul, NO_NUL_MESSAGE)
    .refine(hasNoHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * What every registration may add to its type's fields: the language the browser shows, which
 * becomes the account's (its e-mails are written in it). Left out, the server takes the best
 * match of the request's Accept-Language.
 */
const registrationExtras = { language: languageSchema.optional() };

/** Students set their password after e-mail verification, so none is taken here. */
export const studentRegistrationSchema = z.object({
  userType: z.literal("student"),
  email: emailSchema,
  name: nameSchema,
  password: z.string().optional(),
  ...registrationExtras,
  ...studentBirthExtras,
});

export const developerRegistrationSchema = z.object({
  userType: z.literal("developer"),
  email: emailSchema,
  password: passwordSchema,
  companyName: optionalText(120),
  name: optionalText(100),
  ...registrationExtras,
});

export const parentRegistrationSchema = z.object({
  userType: z.literal("parent_guide"),
  email: emailSchema,
  name: nameSchema,
  password: passwordSchema,
  phone: optionalText(40),
  ...registrationExtras,
});

/** Admins are never self-registered; the shape exists so the server can refuse it by name. */
export const adminRegistrationSchema = z.object({
  userType: z.literal("admin"),
  email: emailSchema,
  password: z.string().optional(),
  name: z.string().optional(),
  ...registrationExtras,
});

export const registerRequestSchema = z.discriminatedUnion("userType", [
  studentRegistrationSchema,
  developerRegistrationSchema,
  parentRegistrationSchema,
  adminRegistrationSchema,
]);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type RegisterFormValues = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({ message: z.string(), user: userSchema });

export const loginRequestSchema = z.object({
  email: signInEmailSchema,
  password: z
    .string({ error: SIGN_IN_TEXTS.passwordRequired })
    .min(1, SIGN_IN_TEXTS.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, SIGN_IN_TEXTS.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  user: userSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(200) });
export const refreshResponseSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const resendVerificationSchema = z.object({ email: emailSchema });

export const verificationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const verifyEmailResponseSchema = z.object({
  userType: userSchema.shape.user_type,
  /** The confirmation carries a password: always, since no address is verified by a click alone. */
  requiresPassword: z.boolean(),
  /**
   * The password to send is the one chosen at sign-up (a parent/guide proves they made the
   * account), not a new one (a student chooses theirs here). Absent from older servers.
   */
  existingPassword: z.boolean().optional(),
  /** The account's address, so the login form can be filled in after verifying (the link's
   * holder received it by e-mail already). */
  email: z.string(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const setPasswordSchema = z.object({ password: passwordSchema });
/**
 * POST /auth/verify-email/:token: a student sends the password they choose; a parent/guide sends
 * the password they chose at sign-up, so that a stranger who registered their address with a
 * password of the stranger's own cannot have it verified by the owner's click. Never a GET.
 */
export const confirmVerificationSchema = z
  .object({ password: z.string().max(200).optional() })
  .nullish()
  .transform((body) => body ?? {});
export const setPasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** A student whose parent/guide must still consent: the ticket of their consent step. */
  consentTicket: z.string().optional(),
});
