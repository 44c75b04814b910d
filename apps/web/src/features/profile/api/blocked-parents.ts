import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LIST_MAX_LIMIT } from "@trophy/shared/constants";
import { blockedParentsResponseSchema, type BlockedParent } from "@trophy/shared/schemas/student";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";

/**
 * Under the student's keys, so the session's end clears it with them (signOutLocally); blocking
 * from a request on the dashboard reloads it by the same key.
 */
export const blockedParentsKey = ["student", "blocked-parents"] as const;

/** The largest page the API answers: the profile shows the list whole. */
export async function getBlockedParents(): Promise<BlockedParent[]> {
  const { blocked } = await apiRequest(`/api/students/blocked-parents?limit=${LIST_MAX_LIMIT}`, {
    schema: blockedParentsResponseSchema,
  });
  return blocked;
}

/** The parents/guides the signed-in student blocked. */
export function useBlockedParents() {
  return useQuery({ queryKey: blockedParentsKey, queryFn: getBlockedParents });
}

export function unblockParent(id: string) {
  return apiRequest(`/api/students/blocked-parents/${encodeURIComponent(id)}`, {
    method: "DELETE",
    // 204: the answer has no body.
    schema: z.undefined(),
  });
}

/** Unblocks; the list reloads either way (another tab may have unblocked already). */
export function useUnblockParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockParent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: blockedParentsKey }),
  });
}
