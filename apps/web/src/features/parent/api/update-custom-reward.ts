import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  parentRewardResponseSchema,
  updateCustomRewardSchema,
  type ParentReward,
  type UpdateCustomReward,
} from "@trophy/shared/schemas/parent";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

export async function updateCustomReward(input: {
  id: string;
  body: UpdateCustomReward;
}): Promise<ParentReward> {
  const { reward } = await apiRequest(`/api/parents/rewards/${encodeURIComponent(input.id)}`, {
    method: "PUT",
    body: updateCustomRewardSchema.parse(input.body),
    schema: parentRewardResponseSchema,
  });
  return reward;
}

/** Edits, pauses or resumes a custom reward; the list reloads either way. */
export function useUpdateCustomReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomReward,
    onSettled: () => queryClient.invalidateQueries({ queryKey: parentKeys.rewards }),
  });
}
