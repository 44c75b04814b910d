import { useQuery } from "@tanstack/react-query";
import { webhookEndpointsResponseSchema } from "@trophy/shared/schemas/webhooks";
import { apiRequest } from "@/lib/api-client";
import { developerKeys } from "./developer-keys";

export function getWebhooks() {
  return apiRequest("/api/developers/webhooks", { schema: webhookEndpointsResponseSchema });
}

/** How often the list is asked again while an endpoint's circuit is not closed. */
const PAUSED_REFRESH_MS = 15_000;

/**
 * The developer's webhook endpoints (without their secrets, which are shown once). While one is
 * paused (its circuit open or half-open) the list is asked again now and then, so the page shows
 * it working again without a reload.
 */
export function useWebhooks() {
  return useQuery({
    queryKey: developerKeys.webhooks,
    queryFn: getWebhooks,
    select: (data) => data.webhooks,
    refetchInterval: (query) =>
      query.state.data?.webhooks.some((webhook) => webhook.circuit !== "closed")
        ? PAUSED_REFRESH_MS
        : false,
  });
}
