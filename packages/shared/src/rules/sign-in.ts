/**
 * The sign-in form's rules as plain checks, without the schema library: the login page checks
 * with these before it has loaded anything else, and `loginRequestSchema` (schemas/auth.ts) is
 * built from the same limits and messages, so the form and the server refuse the same input
 * with the same words.
 */
export const EMAIL_MAX_LENGTH = 254;
/** Any `local@domain`: sign-in only looks the account up (`admin@localhost` included). */
export const SIGN_IN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
/** Upper bound keeps hashing cost bounded for hostile input. */
export const PASSWORD_MAX_LENGTH = 200;

export const SIGN_IN_TEXTS = {
  emailRequired: "Email is required",
  emailTooLong: "Email is too long",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordTooLong: "Password is too long",
} as const;

/** E-mails are stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What is wrong with a sign-in e-mail, or undefined; the first problem, as the schema reports it. */
export function signInEmailProblem(email: string): string | undefined {
  const value = normalizeEmail(email);
  if (value.length < 1) return SIGN_IN_TEXTS.emailRequired;
  if (value.length > EMAIL_MAX_LENGTH) return SIGN_IN_TEXTS.emailTooLong;
  if (!SIGN_IN_EMAIL_PATTERN.test(value)) return SIGN_IN_TEXTS.emailInvalid;
  return undefined;
}

/** What is wrong with a sign-in password, or undefined: any text a login would compare. */
export function signInPasswordProblem(password: string): string | undefined {
  if (password.length < 1) return SIGN_IN_TEXTS.passwordRequired;
  if (password.length > PASSWORD_MAX_LENGTH) return SIGN_IN_TEXTS.passwordTooLong;
  return undefined;
}
