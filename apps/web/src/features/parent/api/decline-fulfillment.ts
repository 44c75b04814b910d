import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  declineFulfillmentSchema,
  fulfillmentResponseSchema,
  type Fulfillment,
} from "@trophy/shared/schemas/parent";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

export async function declineFulfillment(input: {
  id: string;
  reason: string;
}): Promise<Fulfillment> {
  const { fulfillment } = await apiRequest(
    `/api/parents/fulfillments/${encodeURIComponent(input.id)}/decline`,
    {
      method: "POST",
      body: declineFulfillmentSchema.parse({ reason: input.reason }),
      schema: fulfillmentResponseSchema,
    },
  );
  return fulfillment;
}

/**
 * Declines a pending redemption (the student gets the trophies back). The fulfilments reload, and
 * the rewards too: a declined one gives its unit of stock back.
 */
export function useDeclineFulfillment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineFulfillment,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: parentKeys.fulfillments }),
        queryClient.invalidateQueries({ queryKey: parentKeys.rewards }),
      ]),
  });
}
