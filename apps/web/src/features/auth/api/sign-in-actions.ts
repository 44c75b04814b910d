// What the login page sends, in one chunk loaded when the reader starts to sign in
// (sign-in-client.ts): the API client, the response schemas and the server-data cache stay out of
// the page's first download (docs/architecture.md §12).
import type { LoginRequest } from "@trophy/shared/schemas/auth";
import type { User } from "@trophy/shared/schemas/user";
import { ApiError, serverMessageOf } from "@/lib/api-error";
import { loginRefusalOf, signIn, type LoginRefusal } from "./login";

export { resendVerificationAndSay } from "./resend-verification";

export type SignInOutcome =
  | { ok: true; user: User }
  | {
      ok: false;
      refusal: LoginRefusal | null;
      serverMessage: string | undefined;
      /** A young student waiting for consent: the ticket of their own consent step. */
      consentTicket?: string;
    };

/** Signs in; a refusal comes back as a value, with the banner it calls for. */
export async function attemptSignIn(input: LoginRequest): Promise<SignInOutcome> {
  try {
    return { ok: true, user: await signIn(input) };
  } catch (error) {
    const refusal = loginRefusalOf(error);
    const consentTicket =
      refusal === "parentalConsentRequired" && error instanceof ApiError
        ? error.consentTicket
        : undefined;
    return { ok: false, refusal, serverMessage: serverMessageOf(error), consentTicket };
  }
}
