import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LIST_MAX_LIMIT } from "@trophy/shared/constants";
import {
  approvalResponseSchema,
  approvalsResponseSchema,
  declineApprovalSchema,
  type Approval,
} from "@trophy/shared/schemas/parent";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

/** The gift cards waiting for this parent/guide, the longest-waiting first, as one list. */
export async function getApprovals(): Promise<Approval[]> {
  const { approvals } = await apiRequest(`/api/parents/approvals?limit=${LIST_MAX_LIMIT}`, {
    schema: approvalsResponseSchema,
  });
  return approvals;
}

export function useApprovals() {
  return useQuery({ queryKey: parentKeys.approvals, queryFn: getApprovals });
}

const decisionUrl = (id: string, decision: "approve" | "decline") =>
  `/api/parents/approvals/${encodeURIComponent(id)}/${decision}`;

export async function approveGiftCard(id: string): Promise<Approval> {
  const { approval } = await apiRequest(decisionUrl(id, "approve"), {
    method: "POST",
    schema: approvalResponseSchema,
  });
  return approval;
}

export async function declineGiftCard(input: { id: string; reason: string }): Promise<Approval> {
  const { approval } = await apiRequest(decisionUrl(input.id, "decline"), {
    method: "POST",
    body: declineApprovalSchema.parse({ reason: input.reason }),
    schema: approvalResponseSchema,
  });
  return approval;
}

/**
 * Approving or declining changes the list (either way: it may have been decided already) and the
 * student's balance (a decline refunds), so both reload.
 */
function useDecision<T>(decide: (input: T) => Promise<Approval>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: parentKeys.approvals }),
        queryClient.invalidateQueries({ queryKey: parentKeys.students }),
      ]),
  });
}

export const useApproveGiftCard = () => useDecision(approveGiftCard);
export const useDeclineGiftCard = () => useDecision(declineGiftCard);
