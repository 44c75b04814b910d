import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  adminRewardResponseSchema,
  updateBaseRewardSchema,
  type AdminReward,
  type UpdateBaseReward,
} from "@trophy/shared/schemas/admin-rewards";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

export interface UpdateBaseRewardInput {
  id: string;
  body: UpdateBaseReward;
}

export async function updateBaseReward({ id, body }: UpdateBaseRewardInput): Promise<AdminReward> {
  const { reward } = await apiRequest(`/api/admin/rewards/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: updateBaseRewardSchema.parse(body),
    schema: adminRewardResponseSchema,
  });
  return reward;
}

/**
 * Edits, pauses or resumes a base reward; the list reloads either way, and the dashboard (it counts
 * the active rewards).
 */
export function useUpdateBaseReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBaseReward,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.rewards }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]),
  });
}
