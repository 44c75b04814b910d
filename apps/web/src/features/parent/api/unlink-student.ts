import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema } from "@trophy/shared/schemas/common";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

export function unlinkStudent(id: string) {
  return apiRequest(`/api/parents/students/${encodeURIComponent(id)}`, {
    method: "DELETE",
    schema: messageResponseSchema,
  });
}

/**
 * Unlinks a student. The rewards made for them stop being offered, so the reward list reloads
 * with the students (and with them, either way: the link may already have gone).
 */
export function useUnlinkStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkStudent,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: parentKeys.students }),
        queryClient.invalidateQueries({ queryKey: parentKeys.rewards }),
      ]),
  });
}
