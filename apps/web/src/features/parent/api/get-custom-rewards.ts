import { useQuery } from "@tanstack/react-query";
import { parentRewardsResponseSchema, type ParentReward } from "@trophy/shared/schemas/parent";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

export async function getCustomRewards(): Promise<ParentReward[]> {
  const { rewards } = await apiRequest("/api/parents/rewards", {
    schema: parentRewardsResponseSchema,
  });
  return rewards;
}

/** This parent/guide's custom rewards, newest first; inactive once their student is unlinked. */
export function useCustomRewards() {
  return useQuery({ queryKey: parentKeys.rewards, queryFn: getCustomRewards });
}
