import { useQuery } from "@tanstack/react-query";
import { LIST_MAX_LIMIT } from "@trophy/shared/constants";
import { rewardsResponseSchema } from "@trophy/shared/schemas/student";
import { apiRequest } from "@/lib/api-client";
import { studentKeys } from "./student-keys";

/** Base rewards, this student's custom rewards and the gift cards in stock: all of them. */
export async function getRewards() {
  const { rewards } = await apiRequest(`/api/students/rewards?limit=${LIST_MAX_LIMIT}`, {
    schema: rewardsResponseSchema,
  });
  return rewards;
}

export function useRewards() {
  return useQuery({ queryKey: studentKeys.rewards, queryFn: getRewards });
}
