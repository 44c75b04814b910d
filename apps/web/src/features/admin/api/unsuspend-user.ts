import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminUserResponseSchema, type AdminUser } from "@trophy/shared/schemas/admin";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

export async function unsuspendUser(id: string): Promise<AdminUser> {
  const { user } = await apiRequest(`/api/admin/users/${encodeURIComponent(id)}/unsuspend`, {
    method: "PUT",
    schema: adminUserResponseSchema,
  });
  return user;
}

/** Lifts a user's suspension; the user list reloads either way. */
export function useUnsuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsuspendUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
