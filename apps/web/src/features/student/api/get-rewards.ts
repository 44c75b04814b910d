import { useQuery } from "@tanstack/react-query";
import { rewardsResponseSchema } from "@trophy/shared/schemas/student";
import { apiRequest } from "@/lib/api-client";
import { studentKeys } from "./student-keys";
import { STUDENT_PATHS } from "./student-paths";

/** Base rewards, this student's custom rewards and the gift cards in stock: all of them. */
export async function getRewards() {
  const { rewards } = await apiRequest(STUDENT_PATHS.rewards, {
    schema: rewardsResponseSchema,
  });
  return rewards;
}

export function useRewards() {
  return useQuery({ queryKey: studentKeys.rewards, queryFn: getRewards });
}
