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

/**
 * What is wrong with a sign-in field, as the code of the issue the schema reports (zod's): a
 * client names the problem in its reader's language by it (`<field>.<code>`).
 */
export type SignInIssue = "too_small" | "too_big" | "invalid_format";

/** What is wrong with a sign-in e-mail, or undefined; the first problem, as the schema reports it. */
export function signInEmailIssue(email: string): SignInIssue | undefined {
  const value = normalizeEmail(email);
  if (value.length < 1) return "too_small";
  if (value.length > EMAIL_MAX_LENGTH) return "too_big";
  if (!SIGN_IN_EMAIL_PATTERN.test(value)) return "invalid_format";
  return undefined;
}

/** What is wrong with a sign-in password, or undefined: any text a login would compare. */
export function signInPasswordIssue(
  password: string,
): Exclude<SignInIssue, "invalid_format"> | undefined {
  if (password.length < 1) return "too_small";
  if (password.length > PASSWORD_MAX_LENGTH) return "too_big";
  return undefined;
}

/** Each problem's English message, by field and issue code. */
export const SIGN_IN_ISSUE_TEXTS: Record<
  "email" | "password",
  Partial<Record<SignInIssue, string>>
> = {
  email: {
    too_small: SIGN_IN_TEXTS.emailRequired,
    too_big: SIGN_IN_TEXTS.emailTooLong,
    invalid_format: SIGN_IN_TEXTS.emailInvalid,
  },
  password: { too_small: SIGN_IN_TEXTS.passwordRequired, too_big: SIGN_IN_TEXTS.passwordTooLong },
};

/** The English message of signInEmailIssue's problem, or undefined. */
export function signInEmailProblem(email: string): string | undefined {
  const issue = signInEmailIssue(email);
  return issue && SIGN_IN_ISSUE_TEXTS.email[issue];
}

/** The English message of signInPasswordIssue's problem, or undefined. */
export function signInPasswordProblem(password: string): string | undefined {
  const issue = signInPasswordIssue(password);
  return issue && SIGN_IN_ISSUE_TEXTS.password[issue];
}
