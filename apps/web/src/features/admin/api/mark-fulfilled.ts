import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  adminFulfillmentResponseSchema,
  type AdminFulfillment,
} from "@trophy/shared/schemas/admin-fulfillments";
import { apiRequest } from "@/lib/api-client";
import { invalidateFulfillments } from "./invalidate-fulfillments";

export async function markFulfilled(id: string): Promise<AdminFulfillment> {
  const { fulfillment } = await apiRequest(`/api/admin/fulfillments/${encodeURIComponent(id)}`, {
    method: "PUT",
    schema: adminFulfillmentResponseSchema,
  });
  return fulfillment;
}

/**
 * Marks a base reward's redemption fulfilled. The lists reload either way: a parent/guide may have
 * decided it first (409).
 */
export function useMarkFulfilled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFulfilled,
    onSettled: () => invalidateFulfillments(queryClient),
  });
}
