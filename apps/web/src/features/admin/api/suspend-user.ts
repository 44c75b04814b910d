import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  adminUserResponseSchema,
  type AdminUser,
  type SuspendRequest,
} from "@trophy/shared/schemas/admin";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

export interface SuspendUserInput {
  id: string;
  body: { reason: string; durationDays?: number };
}

export async function suspendUser({ id, body }: SuspendUserInput): Promise<AdminUser> {
  const request: SuspendRequest = body;
  const { user } = await apiRequest(`/api/admin/users/${encodeURIComponent(id)}/suspend`, {
    method: "PUT",
    body: request,
    schema: adminUserResponseSchema,
  });
  return user;
}

/** Suspends a user (no duration: permanently); the user list reloads either way. */
export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
