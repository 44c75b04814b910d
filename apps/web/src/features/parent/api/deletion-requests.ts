import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { parentDeletionRequestsResponseSchema } from "@trophy/shared/schemas/data-rights";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { downloadData } from "@/lib/data-export";
import { parentKeys } from "./parent-keys";

/** Under the parent's keys, so the session's end clears it with them (signOutLocally). */
const deletionRequestsKey = [...parentKeys.all, "deletion-requests"] as const;

/** The linked students' requests to delete their accounts, waiting for this parent/guide. */
export function useDeletionRequests() {
  return useQuery({
    queryKey: deletionRequestsKey,
    queryFn: async () =>
      (
        await apiRequest("/api/parents/deletion-requests", {
          schema: parentDeletionRequestsResponseSchema,
        })
      ).requests,
  });
}

/**
 * Confirms (the account is deleted) or refuses (the request goes) a student's request. Either
 * way the requests reload; after a confirmation the student is no longer linked, so every list
 * of the parent reloads.
 */
export function useAnswerDeletionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, confirm }: { studentId: string; confirm: boolean }) =>
      apiRequest(
        `/api/parents/students/${encodeURIComponent(studentId)}/deletion-request/${confirm ? "confirm" : "refuse"}`,
        { method: "POST", schema: z.undefined() },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: parentKeys.all }),
  });
}

export function useDownloadStudentData() {
  return useMutation({
    mutationFn: (studentId: string) =>
      downloadData(`/api/parents/students/${encodeURIComponent(studentId)}/export`),
  });
}
