import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema } from "@trophy/shared/schemas/common";
import { apiRequest } from "@/lib/api-client";
import { studentKeys } from "./student-keys";

export type ConnectionAnswer = "accept" | "reject";

export function answerConnectionRequest({ id, answer }: { id: string; answer: ConnectionAnswer }) {
  return apiRequest(`/api/students/connection-requests/${encodeURIComponent(id)}/${answer}`, {
    method: "POST",
    schema: messageResponseSchema,
  });
}

/** Accepts or declines a request; the list reloads either way (it may have been answered). */
export function useAnswerConnectionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerConnectionRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentKeys.connectionRequests }),
  });
}
