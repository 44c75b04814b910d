import { useQuery } from "@tanstack/react-query";
import { verifyEmailResponseSchema } from "@trophy/shared/schemas/auth";
import { apiRequest } from "@/lib/api-client";

export function verificationPath(token: string): string {
  return `/auth/verify-email/${encodeURIComponent(token)}`;
}

export function verifyEmail(token: string) {
  return apiRequest(verificationPath(token), {
    schema: verifyEmailResponseSchema,
    skipAuthRefresh: true,
  });
}

/**
 * Checks the link once per token and page load: the GET consumes the token for accounts that need
 * no password, so it must never be repeated (StrictMode remounts, focus, retries). The query
 * cache de-duplicates it and nothing marks it stale.
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
