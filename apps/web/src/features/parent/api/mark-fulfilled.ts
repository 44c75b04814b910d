import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fulfillmentResponseSchema, type Fulfillment } from "@trophy/shared/schemas/parent";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

export async function markFulfilled(id: string): Promise<Fulfillment> {
  const { fulfillment } = await apiRequest(`/api/parents/fulfillments/${encodeURIComponent(id)}`, {
    method: "PUT",
    schema: fulfillmentResponseSchema,
  });
  return fulfillment;
}

/** Marks a redemption fulfilled; the list reloads either way (it may have been already). */
export function useMarkFulfilled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFulfilled,
    onSettled: () => queryClient.invalidateQueries({ queryKey: parentKeys.fulfillments }),
  });
}
