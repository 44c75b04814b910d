import type { WebhookDelivery, WebhookEndpoint } from "@trophy/shared/schemas/webhooks";

/**
 * Whether an endpoint's deliveries tell a newer story than its listed health: the server clears
 * "failing" once a delivery gets through and sets it when one runs out of retries, so the newest
 * settled delivery (the list is newest first) says which the list should show.
 */
export function endpointHealthOutdated(
  failingSince: WebhookEndpoint["failingSince"],
  deliveries: readonly WebhookDelivery[],
): boolean {
  const newest = deliveries.find((delivery) => delivery.status !== "pending");
  if (!newest) return false;
  if (failingSince === null) return newest.status === "failed";
  return (
    newest.status === "delivered" &&
    newest.deliveredAt !== null &&
    Date.parse(newest.deliveredAt) > Date.parse(failingSince)
  );
}
