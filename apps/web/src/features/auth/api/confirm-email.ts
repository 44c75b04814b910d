import { setPasswordResponseSchema } from "@trophy/shared/schemas/auth";
import { apiRequest } from "@/lib/api-client";
import { verificationPath } from "./verification-path";

/**
 * Verifies an account that needs no password (a parent/guide): the POST with an empty body. Only
 * this call verifies, never the GET, so a mail scanner that fetches the link changes nothing.
 */
export function confirmEmail(token: string) {
  return apiRequest(verificationPath(token), {
    method: "POST",
    body: {},
    schema: setPasswordResponseSchema,
    skipAuthRefresh: true,
  });
}
