import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema } from "@trophy/shared/schemas/common";
import { apiRequest } from "@/lib/api-client";
import { studentKeys } from "./student-keys";

/** `block` declines and keeps that parent/guide from asking again. */
export type ConnectionAnswer = "accept" | "reject" | "block";

export function answerConnectionRequest({ id, answer }: { id: string; answer: ConnectionAnswer }) {
  return apiRequest(`/api/students/connection-requests/${encodeURIComponent(id)}/${answer}`, {
    method: "POST",
    schema: messageResponseSchema,
  });
}

/**
 * Accepts, declines or blocks a request; the list reloads either way (it may have been answered),
 * and so does the profile's list of blocked parents/guides.
 */
export function useAnswerConnectionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerConnectionRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studentKeys.connectionRequests }),
        queryClient.invalidateQueries({ queryKey: studentKeys.blockedParents }),
      ]),
  });
}
