/**
 * What a page that sends someone to the login form tells it, as router state (never in the
 * address, never the password): the e-mail to fill in; right after registering, that the account
 * waits for its verification link, so the form can say so instead of refusing a sign-in; right
 * after a password reset, that the new password is now the one to use.
 */
export interface LoginState {
  email?: string;
  awaitingVerification?: "student" | "parent_guide";
  /** A young student's registration: the parent/guide address asked to agree. */
  parentEmail?: string;
  passwordReset?: boolean;
}

const AWAITING = ["student", "parent_guide"] as const;

/**
 * The login state carried by a navigation, or none (a typed address, a reload of old state).
 * Checked by hand: the login page loads no schema library. A field of the wrong kind makes the
 * whole state count as none, as a failed parse did.
 */
export function loginStateOf(state: unknown): LoginState {
  if (typeof state !== "object" || state === null) return {};
  const { email, awaitingVerification, parentEmail, passwordReset } = state as Record<
    string,
    unknown
  >;
  if (email !== undefined && typeof email !== "string") return {};
  if (parentEmail !== undefined && typeof parentEmail !== "string") return {};
  if (awaitingVerification !== undefined && !AWAITING.some((t) => t === awaitingVerification))
    return {};
  if (passwordReset !== undefined && typeof passwordReset !== "boolean") return {};
  return {
    ...(email !== undefined && { email }),
    ...(awaitingVerification !== undefined && {
      awaitingVerification: awaitingVerification as LoginState["awaitingVerification"],
    }),
    ...(parentEmail !== undefined && { parentEmail }),
    ...(passwordReset !== undefined && { passwordReset }),
  };
}
