/**
 * What a page that sends a young student to their consent step tells it, as router state (never
 * in the address, as the ticket signs them in to that step): the ticket from their verification,
 * their refused sign-in or their "This is not my parent".
 */
export interface ConsentAskState {
  ticket: string;
}

/** The ticket carried by a navigation, or none (a typed address, a reload of old state). */
export function consentTicketOf(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null) return undefined;
  const { ticket } = state as Record<string, unknown>;
  return typeof ticket === "string" && ticket !== "" ? ticket : undefined;
}
