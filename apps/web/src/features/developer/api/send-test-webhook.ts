import { useMutation, useQueryClient } from "@tanstack/react-query";
import { webhookTestResponseSchema } from "@trophy/shared/schemas/webhooks";
import { apiRequest } from "@/lib/api-client";
import { developerKeys } from "./developer-keys";

export function sendTestWebhook(webhookId: string) {
  return apiRequest(`/api/developers/webhooks/${encodeURIComponent(webhookId)}/test`, {
    method: "POST",
    schema: webhookTestResponseSchema,
  });
}

/** Queues a `ping` to the endpoint; its deliveries list shows it at once, then its outcome. */
export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSettled: (_data, _error, webhookId) =>
      queryClient.invalidateQueries({ queryKey: developerKeys.deliveries(webhookId) }),
  });
}
