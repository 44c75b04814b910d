import { useQuery } from "@tanstack/react-query";
import { verifyEmailResponseSchema } from "@trophy/shared/schemas/auth";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { confirmEmail } from "./confirm-email";
import { verificationPath } from "./verification-path";

/**
 * The answer, with the account's e-mail when the server sends it: the login form that follows
 * fills it in. An answer without it still verifies; the form is then empty.
 */
const verificationCheckSchema = verifyEmailResponseSchema.extend({
  email: z.string().optional(),
});
export type VerificationCheck = z.infer<typeof verificationCheckSchema>;

/** What the link is for (GET: changes nothing on the server). */
export function checkVerification(token: string): Promise<VerificationCheck> {
  return apiRequest(verificationPath(token), {
    schema: verificationCheckSchema,
    skipAuthRefresh: true,
  });
}

/**
 * Checks the link and, when the account needs no password, verifies it at once (the person opened
 * the page). Today's server always asks for one (a student's new password, a parent/guide's from
 * sign-up), so the page waits for the password form.
 */
export async function verifyEmail(token: string): Promise<VerificationCheck> {
  const check = await checkVerification(token);
  if (!check.requiresPassword) await confirmEmail(token);
  return check;
}

/**
 * Runs the verification once per token and page load: the POST consumes the token, so it must
 * never be repeated (StrictMode remounts, focus, retries) or a second answer would show the used
 * link's error. The query cache de-duplicates it and nothing marks it stale.
 */
export function useVerifyEmail(token: string | undefined) {
  return useQuery({
    queryKey: ["verify-email", token ?? ""],
    queryFn: () => verifyEmail(token ?? ""),
    enabled: token !== undefined && token !== "",
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
