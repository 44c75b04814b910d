import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema } from "@trophy/shared/schemas/common";
import type { ConnectionRequestBody } from "@trophy/shared/schemas/parent";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

export function sendConnectionRequest(body: ConnectionRequestBody) {
  return apiRequest("/api/parents/students/request", {
    method: "POST",
    body,
    schema: messageResponseSchema,
  });
}

/** Asks a student (by e-mail) to link; they answer on their dashboard. */
export function useSendConnectionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendConnectionRequest,
    // A refusal may mean the student is already linked: show the list as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: parentKeys.students }),
  });
}
