import type { WebhookDelivery } from "@trophy/shared/schemas/webhooks";
import { describe, expect, it } from "vitest";
import { endpointHealthOutdated } from "./endpoint-health";

const delivery = (parts: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: "d1",
  messageId: "msg_1",
  event: "ping",
  status: "delivered",
  attempts: 1,
  lastResponseCode: 200,
  lastError: null,
  nextRetryAt: null,
  createdAt: "2026-11-23T04:00:00Z",
  deliveredAt: "2026-11-23T04:00:01Z",
  ...parts,
});
const failed = delivery({ status: "failed", lastResponseCode: 500, deliveredAt: null });
const pending = delivery({
  status: "pending",
  deliveredAt: null,
  nextRetryAt: "2026-11-23T05:00Z",
});

describe("endpointHealthOutdated", () => {
  it("asks again when a failing endpoint has since had a delivery through", () => {
    expect(endpointHealthOutdated("2026-11-23T03:00:00Z", [pending, delivery({})])).toBe(true);
  });

  it("keeps a failing endpoint whose last success came before it failed", () => {
    expect(endpointHealthOutdated("2026-11-23T05:00:00Z", [delivery({})])).toBe(false);
    expect(endpointHealthOutdated("2026-11-23T03:00:00Z", [failed, delivery({})])).toBe(false);
  });

  it("asks again when a healthy endpoint's newest settled delivery ran out of retries", () => {
    expect(endpointHealthOutdated(null, [pending, failed])).toBe(true);
    expect(endpointHealthOutdated(null, [delivery({}), failed])).toBe(false);
  });

  it("has nothing to say while nothing has settled", () => {
    expect(endpointHealthOutdated(null, [])).toBe(false);
    expect(endpointHealthOutdated("2026-11-23T03:00:00Z", [pending])).toBe(false);
  });
});
