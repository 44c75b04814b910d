import { useMutation, useQueryClient } from "@tanstack/react-query";
import { replayWebhookResponseSchema } from "@trophy/shared/schemas/webhooks";
import { apiRequest } from "@/lib/api-client";
import { developerKeys } from "./developer-keys";

export function replayWebhookDeliveries(webhookId: string, since: string) {
  return apiRequest(`/api/developers/webhooks/${encodeURIComponent(webhookId)}/replay`, {
    method: "POST",
    body: { since },
    schema: replayWebhookResponseSchema,
  });
}

/**
 * Queues again the endpoint's deliveries that failed since `since` (an ISO time); its deliveries
 * list reloads, and then follows them as they go out.
 */
export function useReplayWebhookDeliveries(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (since: string) => replayWebhookDeliveries(webhookId, since),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: developerKeys.deliveries(webhookId) }),
  });
}
