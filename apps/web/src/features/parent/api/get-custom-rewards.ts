import { useQuery } from "@tanstack/react-query";
import { LIST_MAX_LIMIT } from "@trophy/shared/constants";
import { parentRewardsResponseSchema, type ParentReward } from "@trophy/shared/schemas/parent";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

/** The largest page the API answers (lists are paged): the screens show the list whole. */
export async function getCustomRewards(): Promise<ParentReward[]> {
  const { rewards } = await apiRequest(`/api/parents/rewards?limit=${LIST_MAX_LIMIT}`, {
    schema: parentRewardsResponseSchema,
  });
  return rewards;
}

/** This parent/guide's custom rewards, newest first; inactive once their student is unlinked. */
export function useCustomRewards() {
  return useQuery({ queryKey: parentKeys.rewards, queryFn: getCustomRewards });
}
