import { z } from "zod";

/**
 * What a page that sends someone to the login form tells it, as router state (never in the
 * address, never the password): the e-mail to fill in; right after registering, that the account
 * waits for its verification link, so the form can say so instead of refusing a sign-in; right
 * after a password reset, that the new password is now the one to use.
 */
const loginStateSchema = z.object({
  email: z.string().optional(),
  awaitingVerification: z.enum(["student", "parent_guide"]).optional(),
  passwordReset: z.boolean().optional(),
});

export type LoginState = z.infer<typeof loginStateSchema>;

/** The login state carried by a navigation, or none (a typed address, a reload of old state). */
export function loginStateOf(state: unknown): LoginState {
  const parsed = loginStateSchema.safeParse(state);
  return parsed.success ? parsed.data : {};
}
