import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  adminRewardResponseSchema,
  createBaseRewardSchema,
  type AdminReward,
  type CreateBaseReward,
} from "@trophy/shared/schemas/admin-rewards";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

/** The form's parsed values; no stock (unlimited) is left out of the body. */
export async function createBaseReward(input: CreateBaseReward): Promise<AdminReward> {
  const { reward } = await apiRequest("/api/admin/rewards", {
    method: "POST",
    body: createBaseRewardSchema.parse(input),
    schema: adminRewardResponseSchema,
  });
  return reward;
}

/** Adds a base reward every student is offered at once; the list and dashboard reload. */
export function useCreateBaseReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBaseReward,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.rewards }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]),
  });
}
