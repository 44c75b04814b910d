import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema } from "@trophy/shared/schemas/common";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

export function approveDeveloper(id: string): Promise<{ message: string }> {
  return apiRequest(`/api/admin/developers/${encodeURIComponent(id)}/validate`, {
    method: "PUT",
    schema: messageResponseSchema,
  });
}

/** Validates a developer (the server issues their key); the list reloads either way. */
export function useApproveDeveloper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDeveloper,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.developers }),
  });
}
