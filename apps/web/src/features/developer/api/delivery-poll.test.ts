import type { WebhookDelivery } from "@trophy/shared/schemas/webhooks";
import { describe, expect, it } from "vitest";
import { DELIVERY_POLL_MS, deliveryPollInterval } from "./delivery-poll";

const NOW = Date.parse("2026-11-23T04:00:00Z");

const delivery = (parts: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: "d1",
  messageId: "msg_1",
  event: "ping",
  status: "pending",
  attempts: 0,
  lastResponseCode: null,
  lastError: null,
  nextRetryAt: "2026-11-23T04:00:05Z",
  createdAt: "2026-11-23T04:00:00Z",
  deliveredAt: null,
  ...parts,
});

describe("deliveryPollInterval", () => {
  it("polls while a delivery is about to be attempted", () => {
    expect(deliveryPollInterval([delivery({})], NOW)).toBe(DELIVERY_POLL_MS);
    expect(deliveryPollInterval([delivery({ nextRetryAt: null })], NOW)).toBe(DELIVERY_POLL_MS);
    expect(deliveryPollInterval([delivery({ nextRetryAt: "2026-11-23T03:59:00Z" })], NOW)).toBe(
      DELIVERY_POLL_MS,
    );
  });

  it("stops once everything is delivered or given up", () => {
    const done = [
      delivery({ status: "delivered", nextRetryAt: null, deliveredAt: "2026-11-23T04:00:01Z" }),
      delivery({ id: "d2", status: "failed", nextRetryAt: null }),
    ];
    expect(deliveryPollInterval(done, NOW)).toBe(false);
  });

  it("leaves a retry due in minutes or hours to the Refresh button", () => {
    expect(deliveryPollInterval([delivery({ nextRetryAt: "2026-11-23T04:10:00Z" })], NOW)).toBe(
      false,
    );
  });

  it("does not poll before the first load", () => {
    expect(deliveryPollInterval(undefined, NOW)).toBe(false);
    expect(deliveryPollInterval([], NOW)).toBe(false);
  });
});
