import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  deleteCustomRewardResponseSchema,
  type DeleteCustomRewardResponse,
} from "@trophy/shared/schemas/parent";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

/** The answer says whether the reward went, or stayed deactivated because it was redeemed. */
export function deleteCustomReward(id: string): Promise<DeleteCustomRewardResponse> {
  return apiRequest(`/api/parents/rewards/${encodeURIComponent(id)}`, {
    method: "DELETE",
    schema: deleteCustomRewardResponseSchema,
  });
}

export function useDeleteCustomReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomReward,
    onSettled: () => queryClient.invalidateQueries({ queryKey: parentKeys.rewards }),
  });
}
