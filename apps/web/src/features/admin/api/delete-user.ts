import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteAccountResponseSchema } from "@trophy/shared/schemas/data-rights";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

export function deleteUser(id: string) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: "DELETE",
    schema: deleteAccountResponseSchema,
  });
}

/** Deletes (anonymises) a user; the lists and the dashboard's counts reload either way. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
