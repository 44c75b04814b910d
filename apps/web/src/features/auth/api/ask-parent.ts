import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  askParentStatusSchema,
  type AskParentRequest,
  type AskParentStatus,
} from "@trophy/shared/schemas/consent";
import { apiRequest } from "@/lib/api-client";
import { askParentStatusKey } from "./ask-parent-status";

/**
 * Mails the consent link to `parentEmail` now, in place of any earlier request (the child
 * confirmed or corrected the address); the answer is the request's new state.
 */
export function askParent(input: AskParentRequest): Promise<AskParentStatus> {
  return apiRequest("/api/consent/ask", {
    method: "POST",
    body: input,
    schema: askParentStatusSchema,
    skipAuthRefresh: true,
  });
}

export function useAskParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askParent,
    onSuccess: (status, { ticket }) => {
      queryClient.setQueryData(askParentStatusKey(ticket), status);
    },
  });
}
