/**
 * What a page that sends a young student to their consent step tells it, as router state (never
 * in the address, as the ticket signs them in to that step): the ticket from their verification,
 * their refused sign-in or their "This is not my parent".
 */
export interface ConsentAskState {
  ticket: string;
  /**
   * The server ended the student's sessions (their "This is not my parent"): the step forgets
   * this device's session as it opens, outside the student's area whose guard would otherwise
   * send them to the login page.
   */
  leaveSession?: boolean;
}

/** The ticket carried by a navigation, or none (a typed address, a reload of old state). */
export function consentTicketOf(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null) return undefined;
  const { ticket } = state as Record<string, unknown>;
  return typeof ticket === "string" && ticket !== "" ? ticket : undefined;
}

/** Whether the navigation asks the step to forget this device's session. */
export function leavesSessionOf(state: unknown): boolean {
  return (
    typeof state === "object" &&
    state !== null &&
    (state as Record<string, unknown>).leaveSession === true
  );
}
