import type { WebhookDelivery } from "@trophy/shared/schemas/webhooks";

export const DELIVERY_POLL_MS = 2_000;
/** A retry due further off than this is left to the Refresh button. */
const SOON_MS = 30_000;

/**
 * How often an endpoint's deliveries reload by themselves: every two seconds while one is about
 * to be attempted (a test event just sent, a first retry), never while they all wait for hours.
 */
export function deliveryPollInterval(
  deliveries: readonly WebhookDelivery[] | undefined,
  now: number,
): number | false {
  const dueSoon = deliveries?.some(
    (delivery) =>
      delivery.status === "pending" &&
      (delivery.nextRetryAt === null || Date.parse(delivery.nextRetryAt) - now <= SOON_MS),
  );
  return dueSoon ? DELIVERY_POLL_MS : false;
}
