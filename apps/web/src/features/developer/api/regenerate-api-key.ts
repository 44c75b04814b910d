import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  regenerateKeyResponseSchema,
  type ApiKeyMode,
  type ApiKeyResponse,
} from "@trophy/shared/schemas/developer";
import { apiRequest } from "@/lib/api-client";
import { developerKeys } from "./developer-keys";

export function regenerateApiKey(mode: ApiKeyMode) {
  return apiRequest("/api/developers/api-key/regenerate", {
    method: "POST",
    body: { mode },
    schema: regenerateKeyResponseSchema,
  });
}

/**
 * Issues a new live or test key; the old one stops at once, so the cached copy is replaced right
 * away. A new key has not been used yet.
 */
export function useRegenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateApiKey,
    onSuccess: ({ apiKey, mode }) => {
      queryClient.setQueryData<ApiKeyResponse>(developerKeys.apiKey, (current) => {
        if (!current) return current;
        return mode === "test"
          ? { ...current, testApiKey: apiKey, testApiKeyLastUsedAt: null }
          : { ...current, apiKey, apiKeyLastUsedAt: null };
      });
    },
  });
}
