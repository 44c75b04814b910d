import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  createCustomRewardSchema,
  parentRewardResponseSchema,
  type CreateCustomReward,
  type ParentReward,
} from "@trophy/shared/schemas/parent";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

/** Parsing drops every field the request does not have: the form's USD value is never sent. */
export async function createCustomReward(input: CreateCustomReward): Promise<ParentReward> {
  const { reward } = await apiRequest("/api/parents/rewards", {
    method: "POST",
    body: createCustomRewardSchema.parse(input),
    schema: parentRewardResponseSchema,
  });
  return reward;
}

export function useCreateCustomReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomReward,
    onSettled: () => queryClient.invalidateQueries({ queryKey: parentKeys.rewards }),
  });
}
