import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminAwardsResponseSchema, type AdminAwardsQuery } from "@trophy/shared/schemas/admin";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

export type AwardList = z.infer<typeof adminAwardsResponseSchema>;

export function getAwards({
  developerId,
  studentEmail,
  limit,
  offset,
}: AdminAwardsQuery): Promise<AwardList> {
  const params = new URLSearchParams();
  if (developerId) params.set("developerId", developerId);
  // An empty e-mail is no filter at all.
  if (studentEmail) params.set("studentEmail", studentEmail);
  if (typeof limit === "number") params.set("limit", String(limit));
  if (typeof offset === "number") params.set("offset", String(offset));
  return apiRequest(`/api/admin/awards?${params.toString()}`, {
    schema: adminAwardsResponseSchema,
  });
}

/** One page of awards, newest first; the previous page stays on screen while the next loads. */
export function useAwards(query: AdminAwardsQuery) {
  return useQuery({
    queryKey: adminKeys.awardList(query),
    queryFn: () => getAwards(query),
    placeholderData: keepPreviousData,
  });
}
