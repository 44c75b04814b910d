import { useQuery } from "@tanstack/react-query";
import { LIST_MAX_LIMIT } from "@trophy/shared/constants";
import { fulfillmentsResponseSchema, type Fulfillment } from "@trophy/shared/schemas/parent";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

/** The largest page the API answers (lists are paged): the screens show the list whole. */
export async function getFulfillments(): Promise<Fulfillment[]> {
  const { fulfillments } = await apiRequest(`/api/parents/fulfillments?limit=${LIST_MAX_LIMIT}`, {
    schema: fulfillmentsResponseSchema,
  });
  return fulfillments;
}

/**
 * Redemptions of this parent/guide's rewards, and of the base rewards their linked students
 * redeemed: pending first, then newest first.
 */
export function useFulfillments() {
  return useQuery({ queryKey: parentKeys.fulfillments, queryFn: getFulfillments });
}
