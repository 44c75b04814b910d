import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema } from "@trophy/shared/schemas/common";
import { consentRequestViewSchema, type ConsentRequestView } from "@trophy/shared/schemas/consent";
import { apiRequest } from "@/lib/api-client";

const consentPath = (token: string) => `/api/consent/${encodeURIComponent(token)}`;
export const consentRequestKey = (token: string) => ["consent", token] as const;

/** What a consent link is about (public): whose account, and whether it is still waiting. */
export function getConsentRequest(token: string): Promise<ConsentRequestView> {
  return apiRequest(consentPath(token), {
    schema: consentRequestViewSchema,
    skipAuthRefresh: true,
  });
}

export function useConsentRequest(token: string) {
  return useQuery({
    queryKey: consentRequestKey(token),
    queryFn: () => getConsentRequest(token),
    // An unknown link stays unknown: no retries behind the page's answer.
    retry: false,
  });
}

/**
 * The parent's answer: agreeing needs a signed-in parent/guide, refusing needs nobody (the link
 * is the proof the mail was received). Either way the page then shows the request's new state.
 */
function useConsentAnswer(answer: "accept" | "refuse", token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${consentPath(token)}/${answer}`, {
        method: "POST",
        schema: messageResponseSchema,
      }),
    onSettled: () =>
      // Agreeing links the child to this parent/guide: every list of theirs is out of date.
      answer === "accept"
        ? queryClient.invalidateQueries()
        : queryClient.invalidateQueries({ queryKey: consentRequestKey(token) }),
  });
}

export const useAcceptConsent = (token: string) => useConsentAnswer("accept", token);
export const useRefuseConsent = (token: string) => useConsentAnswer("refuse", token);
