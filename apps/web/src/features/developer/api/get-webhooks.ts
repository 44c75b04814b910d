import { useQuery } from "@tanstack/react-query";
import { webhookEndpointsResponseSchema } from "@trophy/shared/schemas/webhooks";
import { apiRequest } from "@/lib/api-client";
import { developerKeys } from "./developer-keys";

export function getWebhooks() {
  return apiRequest("/api/developers/webhooks", { schema: webhookEndpointsResponseSchema });
}

/** The developer's webhook endpoints (without their secrets, which are shown once). */
export function useWebhooks() {
  return useQuery({
    queryKey: developerKeys.webhooks,
    queryFn: getWebhooks,
    select: (data) => data.webhooks,
  });
}
