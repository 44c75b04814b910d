import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createWebhookResponseSchema, type CreateWebhook } from "@trophy/shared/schemas/webhooks";
import { apiRequest } from "@/lib/api-client";
import { developerKeys } from "./developer-keys";

export function createWebhook(body: CreateWebhook) {
  return apiRequest("/api/developers/webhooks", {
    method: "POST",
    body,
    schema: createWebhookResponseSchema,
  });
}

/** Registers an endpoint; the answer carries its signing secret, the only time it is sent. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: developerKeys.webhooks }),
  });
}
