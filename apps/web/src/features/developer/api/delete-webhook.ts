import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { developerKeys } from "./developer-keys";

export function deleteWebhook(webhookId: string) {
  return apiRequest(`/api/developers/webhooks/${encodeURIComponent(webhookId)}`, {
    method: "DELETE",
    schema: z.unknown(),
  });
}

/** Removes an endpoint: nothing more is sent to it. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: developerKeys.webhooks }),
  });
}
