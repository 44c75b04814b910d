import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema } from "@trophy/shared/schemas/common";
import { linkApprovalsResponseSchema, type LinkApproval } from "@trophy/shared/schemas/consent";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

const approvalsPath = (studentId: string) =>
  `/api/parents/students/${encodeURIComponent(studentId)}/link-approvals`;

/**
 * The other parents/guides a young student accepted whose link waits for this parent/guide's
 * approval, as the one whose consent holds the account (docs/product.md, Privacy); for anyone
 * else the list is empty.
 */
export async function getLinkApprovals(studentId: string): Promise<LinkApproval[]> {
  const { approvals } = await apiRequest(approvalsPath(studentId), {
    schema: linkApprovalsResponseSchema,
  });
  return approvals;
}

export function useLinkApprovals(studentId: string) {
  return useQuery({
    queryKey: parentKeys.linkApprovals(studentId),
    queryFn: () => getLinkApprovals(studentId),
  });
}

/** Approves or refuses one waiting link; the list reloads either way (it may have gone). */
export function answerLinkApproval(input: { studentId: string; linkId: string; approve: boolean }) {
  return apiRequest(`${approvalsPath(input.studentId)}/${encodeURIComponent(input.linkId)}`, {
    method: "POST",
    body: { approve: input.approve },
    schema: messageResponseSchema,
  });
}

export function useAnswerLinkApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerLinkApproval,
    onSettled: (_answer, _error, { studentId }) =>
      queryClient.invalidateQueries({ queryKey: parentKeys.linkApprovals(studentId) }),
  });
}
