import { useMutation, useQueryClient } from "@tanstack/react-query";
import { regenerateKeyResponseSchema, type ApiKeyResponse } from "@trophy/shared/schemas/developer";
import { apiRequest } from "@/lib/api-client";
import { developerKeys } from "./developer-keys";

export function regenerateApiKey(): Promise<{ apiKey: string }> {
  return apiRequest("/api/developers/api-key/regenerate", {
    method: "POST",
    schema: regenerateKeyResponseSchema,
  });
}

/** Issues a new key; the old one stops at once, so the cached copy is replaced right away. */
export function useRegenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateApiKey,
    onSuccess: ({ apiKey }) => {
      queryClient.setQueryData<ApiKeyResponse>(developerKeys.apiKey, { apiKey, isValidated: true });
    },
  });
}
