import { useQuery } from "@tanstack/react-query";
import { apiKeyResponseSchema, type ApiKeyResponse } from "@trophy/shared/schemas/developer";
import { apiRequest } from "@/lib/api-client";
import { developerKeys } from "./developer-keys";

export function getApiKey(): Promise<ApiKeyResponse> {
  return apiRequest("/api/developers/api-key", { schema: apiKeyResponseSchema });
}

/** The developer's live key (null before approval or after a revocation) and status. */
export function useApiKey() {
  return useQuery({ queryKey: developerKeys.apiKey, queryFn: getApiKey });
}
