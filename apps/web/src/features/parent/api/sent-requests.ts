import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LIST_MAX_LIMIT } from "@trophy/shared/constants";
import { sentRequestsResponseSchema, type SentRequest } from "@trophy/shared/schemas/parent";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

/**
 * Under the students' key: sending a request, or unlinking, reloads the students and with them
 * this list.
 */
export const sentRequestsKey = [...parentKeys.students, "requests"] as const;

/** The largest page the API answers: the screens show the list whole. */
export async function getSentRequests(): Promise<SentRequest[]> {
  const { requests } = await apiRequest(`/api/parents/requests?limit=${LIST_MAX_LIMIT}`, {
    schema: sentRequestsResponseSchema,
  });
  return requests;
}

/** The requests this parent/guide sent that are still waiting or were declined, newest first. */
export function useSentRequests() {
  return useQuery({ queryKey: sentRequestsKey, queryFn: getSentRequests });
}

export function cancelSentRequest(id: string) {
  return apiRequest(`/api/parents/requests/${encodeURIComponent(id)}`, {
    method: "DELETE",
    // 204: the answer has no body.
    schema: z.undefined(),
  });
}

/** Cancels a pending request; the list reloads either way (the student may have just answered). */
export function useCancelSentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSentRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: parentKeys.students }),
  });
}
