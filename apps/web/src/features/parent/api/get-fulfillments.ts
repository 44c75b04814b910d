import { useQuery } from "@tanstack/react-query";
import { fulfillmentsResponseSchema, type Fulfillment } from "@trophy/shared/schemas/parent";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

export async function getFulfillments(): Promise<Fulfillment[]> {
  const { fulfillments } = await apiRequest("/api/parents/fulfillments", {
    schema: fulfillmentsResponseSchema,
  });
  return fulfillments;
}

/** Redemptions of this parent/guide's rewards: pending first, then fulfilled, newest first. */
export function useFulfillments() {
  return useQuery({ queryKey: parentKeys.fulfillments, queryFn: getFulfillments });
}
