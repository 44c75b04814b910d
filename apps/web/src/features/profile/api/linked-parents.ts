import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LIST_MAX_LIMIT } from "@trophy/shared/constants";
import { linkedParentsResponseSchema, type LinkedParent } from "@trophy/shared/schemas/student";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";

/** Under the student's keys, so the session's end clears it with them (signOutLocally). */
export const linkedParentsKey = ["student", "parents"] as const;

/** The largest page the API answers: the profile shows the list whole. */
export async function getLinkedParents(): Promise<LinkedParent[]> {
  const { parents } = await apiRequest(`/api/students/parents?limit=${LIST_MAX_LIMIT}`, {
    schema: linkedParentsResponseSchema,
  });
  return parents;
}

/** The parents/guides the signed-in student accepted. */
export function useLinkedParents() {
  return useQuery({ queryKey: linkedParentsKey, queryFn: getLinkedParents });
}

/**
 * `endApproval`: the student was told that removing this parent/guide ends the approval of their
 * gift cards and agreed; without it such a removal is refused (409 `approval_ends_on_unlink`).
 */
export function removeLinkedParent({
  linkId,
  endApproval,
}: {
  linkId: string;
  endApproval: boolean;
}) {
  const query = endApproval ? "?confirm=true" : "";
  return apiRequest(`/api/students/parents/${encodeURIComponent(linkId)}${query}`, {
    method: "DELETE",
    // 204: the answer has no body.
    schema: z.undefined(),
  });
}

/**
 * Removing `parent` ends the approval of the student's gift cards: they approve them first and
 * no other linked parent/guide does. The server decides again (it may have changed meanwhile).
 */
export function removalEndsApproval(parent: LinkedParent, parents: readonly LinkedParent[]) {
  return (
    parent.approveGiftCards &&
    !parents.some((other) => other.linkId !== parent.linkId && other.approveGiftCards)
  );
}

/**
 * Removes a link. The parent's custom rewards for the student stop being offered, so the rewards
 * reload too; the list reloads either way (the parent may have unlinked already).
 */
export function useRemoveLinkedParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLinkedParent,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: linkedParentsKey }),
        queryClient.invalidateQueries({ queryKey: ["student", "rewards"] }),
        queryClient.invalidateQueries({ queryKey: ["student", "goal"] }),
      ]),
  });
}
