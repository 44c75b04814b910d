import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  adminFulfillmentResponseSchema,
  declineAdminFulfillmentSchema,
  type AdminFulfillment,
} from "@trophy/shared/schemas/admin-fulfillments";
import { apiRequest } from "@/lib/api-client";
import { invalidateFulfillments } from "./invalidate-fulfillments";

export async function declineFulfillment(input: {
  id: string;
  reason: string;
}): Promise<AdminFulfillment> {
  const { fulfillment } = await apiRequest(
    `/api/admin/fulfillments/${encodeURIComponent(input.id)}/decline`,
    {
      method: "POST",
      body: declineAdminFulfillmentSchema.parse({ reason: input.reason }),
      schema: adminFulfillmentResponseSchema,
    },
  );
  return fulfillment;
}

/** Declines a base reward's redemption with a reason; the student gets the trophies back. */
export function useDeclineFulfillment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineFulfillment,
    onSettled: () => invalidateFulfillments(queryClient),
  });
}
