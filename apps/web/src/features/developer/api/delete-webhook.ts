import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { developerKeys } from "./developer-keys";

export function deleteWebhook(webhookId: string) {
  return apiRequest(`/api/developers/webhooks/${encodeURIComponent(webhookId)}`, {
    method: "DELETE",
    // 204: the answer has no body.
    schema: z.undefined(),
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
