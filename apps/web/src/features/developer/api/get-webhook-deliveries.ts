import { useQuery } from "@tanstack/react-query";
import { webhookDeliveriesResponseSchema } from "@trophy/shared/schemas/webhooks";
import { apiRequest } from "@/lib/api-client";
import { deliveryPollInterval } from "./delivery-poll";
import { developerKeys } from "./developer-keys";

export function getWebhookDeliveries(webhookId: string) {
  return apiRequest(`/api/developers/webhooks/${encodeURIComponent(webhookId)}/deliveries`, {
    schema: webhookDeliveriesResponseSchema,
  });
}

/** An endpoint's recent deliveries, newest first; reloaded while one is about to be attempted. */
export function useWebhookDeliveries(webhookId: string) {
  return useQuery({
    queryKey: developerKeys.deliveries(webhookId),
    queryFn: () => getWebhookDeliveries(webhookId),
    select: (data) => data.deliveries,
    refetchInterval: (query) => deliveryPollInterval(query.state.data?.deliveries, Date.now()),
  });
}
