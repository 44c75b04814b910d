import { useQuery } from "@tanstack/react-query";
import { askParentStatusSchema, type AskParentStatus } from "@trophy/shared/schemas/consent";
import { apiRequest } from "@/lib/api-client";

export const askParentStatusKey = (ticket: string) => ["consent-ask", ticket] as const;

/**
 * Where a young student's consent request stands, read with the ticket of their consent step
 * (POST, so the ticket stays out of addresses and logs). A 401 is the ticket's own answer
 * (`consent_ticket_invalid`): nobody is signed in to refresh.
 */
export function getAskParentStatus(ticket: string): Promise<AskParentStatus> {
  return apiRequest("/api/consent/ask/status", {
    method: "POST",
    body: { ticket },
    schema: askParentStatusSchema,
    skipAuthRefresh: true,
  });
}

export function useAskParentStatus(ticket: string | undefined) {
  return useQuery({
    queryKey: askParentStatusKey(ticket ?? ""),
    queryFn: () => getAskParentStatus(ticket ?? ""),
    enabled: ticket !== undefined,
    // An expired ticket stays expired: no retries behind the page's answer.
    retry: false,
  });
}
