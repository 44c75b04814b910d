import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  adminFulfillmentsResponseSchema,
  type AdminFulfillmentsQuery,
  type AdminFulfillmentsResponse,
} from "@trophy/shared/schemas/admin-fulfillments";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

export function getFulfillments({
  status,
  limit,
  offset,
}: AdminFulfillmentsQuery): Promise<AdminFulfillmentsResponse> {
  const params = new URLSearchParams();
  // No status is every state, waiting ones first.
  if (status) params.set("status", status);
  if (typeof limit === "number") params.set("limit", String(limit));
  if (typeof offset === "number") params.set("offset", String(offset));
  return apiRequest(`/api/admin/fulfillments?${params.toString()}`, {
    schema: adminFulfillmentsResponseSchema,
  });
}

/**
 * One page of the base rewards' redemptions, waiting first, then newest; the previous page stays
 * on screen while the next loads.
 */
export function useFulfillments(query: AdminFulfillmentsQuery) {
  return useQuery({
    queryKey: adminKeys.fulfillmentList(query),
    queryFn: () => getFulfillments(query),
    placeholderData: keepPreviousData,
  });
}
