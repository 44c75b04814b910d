import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  deleteAccountResponseSchema,
  deletionRequestResponseSchema,
  type DeleteAccountInput,
} from "@trophy/shared/schemas/data-rights";
import { useNavigate } from "react-router";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { downloadData } from "@/lib/data-export";
import { paths } from "@/lib/paths";
import { signOutLocally } from "@/lib/session-end";

export function useDownloadMyData() {
  return useMutation({ mutationFn: () => downloadData("/api/users/me/export") });
}

/** Under the student's keys, so the session's end clears it with them (signOutLocally). */
export const deletionRequestKey = ["student", "deletion-request"] as const;

export function useDeletionRequest(enabled: boolean) {
  return useQuery({
    queryKey: deletionRequestKey,
    queryFn: () =>
      apiRequest("/api/users/me/deletion-request", { schema: deletionRequestResponseSchema }),
    enabled,
  });
}

/**
 * Deletes the account, or for a student with a linked parent/guide asks them. A deleted account
 * leaves the guarded area at once and signs out here, as Sign out everywhere does.
 */
export function useDeleteAccount() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiRequest("/api/users/me", {
        method: "DELETE",
        body: input,
        schema: deleteAccountResponseSchema,
      }),
    onSuccess: async ({ status }) => {
      if (status === "awaiting_parent_confirmation") {
        await queryClient.invalidateQueries({ queryKey: deletionRequestKey });
        return;
      }
      await navigate(paths.home, { flushSync: true });
      signOutLocally();
    },
  });
}

export function useCancelDeletionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest("/api/users/me/deletion-request", { method: "DELETE", schema: z.undefined() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deletionRequestKey }),
  });
}
