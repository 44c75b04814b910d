import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema } from "@trophy/shared/schemas/common";
import type { rejectDeveloperSchema } from "@trophy/shared/schemas/developer";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

export interface RejectDeveloperInput {
  id: string;
  /** Blank means no reason. */
  reason?: string;
}

export function rejectDeveloper({ id, reason }: RejectDeveloperInput) {
  const body: z.input<typeof rejectDeveloperSchema> = reason?.trim()
    ? { reason: reason.trim() }
    : {};
  return apiRequest(`/api/admin/developers/${encodeURIComponent(id)}/reject`, {
    method: "DELETE",
    body,
    schema: messageResponseSchema,
  });
}

/** Rejects a developer with an optional reason; the list reloads either way. */
export function useRejectDeveloper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectDeveloper,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.developers }),
  });
}
