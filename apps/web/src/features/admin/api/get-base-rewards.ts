import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  adminRewardsResponseSchema,
  type AdminRewardsResponse,
} from "@trophy/shared/schemas/admin-rewards";
import type { PageQuery } from "@trophy/shared/schemas/common";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

export function getBaseRewards({ limit, offset }: PageQuery): Promise<AdminRewardsResponse> {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  return apiRequest(`/api/admin/rewards?${params.toString()}`, {
    schema: adminRewardsResponseSchema,
  });
}

/**
 * One page of the base rewards admins manage (not gift cards), newest first, active or not, with
 * their redemption counts; the previous page stays on screen while the next loads.
 */
export function useBaseRewards(page: PageQuery) {
  return useQuery({
    queryKey: adminKeys.rewardList(page),
    queryFn: () => getBaseRewards(page),
    placeholderData: keepPreviousData,
  });
}
