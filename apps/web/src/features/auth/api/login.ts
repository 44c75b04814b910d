import {
  loginResponseSchema,
  type LoginRequest,
  type LoginResponse,
} from "@trophy/shared/schemas/auth";
import type { User } from "@trophy/shared/schemas/user";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { queryClient } from "@/lib/query-client";
import { startSession } from "@/lib/session";
import { profileQueryKey } from "./get-profile";

export function login(input: LoginRequest): Promise<LoginResponse> {
  // A 401 here is a wrong password, not an expired session.
  return apiRequest("/auth/login", {
    method: "POST",
    body: input,
    schema: loginResponseSchema,
    skipAuthRefresh: true,
  });
}

/** Signs in and keeps the session; the fresh user counts as checked with the server. */
export async function signIn(input: LoginRequest): Promise<User> {
  const { user, accessToken, refreshToken } = await login(input);
  startSession({ user, accessToken, refreshToken });
  queryClient.setQueryData(profileQueryKey(user.id), user);
  return user;
}

export type LoginRefusal =
  | "pendingApproval"
  | "verificationRequired"
  | "parentalConsentRequired"
  | "parentalConsentWithdrawn"
  | "invalidCredentials";

/**
 * Which banner a failed sign-in shows (docs/product.md §8), by the answer's code, or null for a
 * plain "Login failed" toast.
 */
export function loginRefusalOf(error: unknown): LoginRefusal | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case "developer_pending":
      return "pendingApproval";
    case "verify_email":
      return "verificationRequired";
    case "parental_consent_required":
      return "parentalConsentRequired";
    case "parental_consent_withdrawn":
      return "parentalConsentWithdrawn";
    case "invalid_credentials":
      return "invalidCredentials";
    default:
      return null;
  }
}
