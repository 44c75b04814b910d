import { and, eq } from "drizzle-orm";
import type { WebhookDelivery, WebhookEndpoint } from "@trophy/shared/schemas/webhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WEBHOOK_REPLAY_INTERVAL_SECONDS } from "@trophy/shared/constants";
import { rateLimitCounters, webhookDeliveries } from "../../db/schema";
import { ERROR_TEXTS } from "../../texts/errors";
import {
  createTestApp,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { enqueueEvent } from "./outbox";
import { startReceiver, type Receiver } from "../../../test/webhook-receiver";

/** An attempt gives up after a second; a failed one is retried once, 0.1 s later. */
const FAST = {
  WEBHOOK_ALLOW_PRIVATE_URLS: "true",
  WEBHOOK_TIMEOUT_SECONDS: "1",
  WEBHOOK_RETRY_SCHEDULE: "0.1",
};
const HOUR_MS = 3_600_000;

let t: TestApp;
let dev: SignedIn;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp(FAST);
  receiver = await startReceiver();
});
/** Each test's developer has endpoints of its own. */
beforeEach(async () => {
  dev = await signInAs(t.app, "developer");
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
afterEach(() => {
  expect(receiver.rejected).toEqual([]);
  receiver.received.length = 0;
  receiver.respond = () => 200;
});

let endpoints = 0;

async function register(who = dev) {
  const name = `replay-${++endpoints}`;
  const res = await inject(t.app, {
    method: "POST",
    url: "/api/developers/webhooks",
    headers: who.headers,
    payload: { url: receiver.urlFor(name), events: ["award.created"] },
  });
  expect(res.statusCode).toBe(201);
  const webhook = res.json().webhook as WebhookEndpoint & { secret: string };
  receiver.secrets.set(`/${name}`, webhook.secret);
  return webhook;
}

/** A replay by `who` (null: nobody signed in). */
const replay = (id: string, since: unknown, who: SignedIn | null = dev) =>
  inject(t.app, {
    method: "POST",
    url: `/api/developers/webhooks/${id}/replay`,
    headers: who?.headers,
    payload: { since },
  });

async function deliveries(id: string): Promise<WebhookDelivery[]> {
  const res = await inject(t.app, {
    method: "GET",
    url: `/api/developers/webhooks/${id}/deliveries`,
    headers: dev.headers,
  });
  return res.json().deliveries;
}

/** The endpoint's deliveries once none is pending. */
async function settled(id: string): Promise<WebhookDelivery[]> {
  for (let i = 0; i < 300; i++) {
    const list = await deliveries(id);
    if (list.every((d) => d.status !== "pending")) return list;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`deliveries of ${id} did not settle`);
}

const ping = (id: string) =>
  inject(t.app, {
    method: "POST",
    url: `/api/developers/webhooks/${id}/test`,
    headers: dev.headers,
  }).then((res) => res.json().delivery as WebhookDelivery);

/** An award.created delivery from the outbox, as an award's transaction queues it. */
async function awardEvent(amount: number) {
  await enqueueEvent(t.app.db, dev.user.id, "award.created", true, {
    id: crypto.randomUUID(),
    studentId: `stu_${"a".repeat(32)}`,
    amount,
    details: "Replayed lesson",
    createdAt: new Date().toISOString(),
    reversedAt: null,
  });
  t.app.webhookWorker.wake();
}

/** Backdates a delivery, as if it had been made `ms` ago. */
const age = (deliveryId: string, ms: number) =>
  t.app.db
    .update(webhookDeliveries)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(webhookDeliveries.id, deliveryId));

/** Lets the endpoint replay again, as if its last replay were past the interval. */
const forgetReplays = (endpointId: string) =>
  t.app.db
    .delete(rateLimitCounters)
    .where(eq(rateLimitCounters.bucket, `webhook-replay:${endpointId}`));

describe("replaying an endpoint's failed deliveries", () => {
  it("sends again exactly the failed deliveries since the time, signed anew with their ids", async () => {
    const webhook = await register();
    // Three deliveries fail (two attempts each): an old ping, a recent ping and an award event.
    receiver.respond = () => 500;
    const old = await ping(webhook.id);
    const recent = await ping(webhook.id);
    await awardEvent(11);
    let list = await settled(webhook.id);
    expect(list.map((d) => d.status)).toEqual(["failed", "failed", "failed"]);
    await age(old.id, 3 * HOUR_MS);
    // One succeeds.
    receiver.respond = () => 200;
    const delivered = await ping(webhook.id);
    list = await settled(webhook.id);
    const award = list.find((d) => d.event === "award.created");
    expect(award?.status).toBe("failed");
    expect(list.find((d) => d.id === delivered.id)?.status).toBe("delivered");
    const firstAttempts = new Map(receiver.received.map((r) => [r.id, r.timestamp]));
    receiver.received.length = 0;

    const res = await replay(webhook.id, new Date(Date.now() - HOUR_MS).toISOString());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ queued: 2 });

    const resent = await receiver.waitFor(2);
    // The receiver verified each signature; the ids are the deliveries' own.
    expect(resent.map((r) => r.id).sort()).toEqual([recent.messageId, award?.messageId].sort());
    for (const request of resent) {
      expect(request.payload.type).toBe(request.id === recent.messageId ? "ping" : "award.created");
      // Signed at this attempt, not reused from the first.
      expect(Number(request.timestamp)).toBeGreaterThanOrEqual(
        Number(firstAttempts.get(request.id) ?? 0),
      );
    }
    list = await settled(webhook.id);
    const byId = new Map(list.map((d) => [d.id, d]));
    expect(byId.get(recent.id)).toMatchObject({ status: "delivered", attempts: 1 });
    expect(byId.get(award?.id ?? "")).toMatchObject({
      status: "delivered",
      attempts: 1,
      lastResponseCode: 200,
      lastError: null,
    });
    expect(byId.get(old.id)).toMatchObject({ status: "failed", attempts: 2 });
    expect(byId.get(delivered.id)).toMatchObject({ status: "delivered", attempts: 1 });
    // Nothing else went out: not the old one, not the delivered one.
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.received).toHaveLength(2);
  });

  it("gives a replayed delivery the whole retry schedule again", async () => {
    const webhook = await register();
    receiver.respond = () => 500;
    await ping(webhook.id);
    const [failed] = await settled(webhook.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 2 });
    receiver.received.length = 0;
    const res = await replay(webhook.id, new Date(Date.now() - HOUR_MS).toISOString());
    expect(res.json()).toEqual({ queued: 1 });
    await receiver.waitFor(2);
    const [again] = await settled(webhook.id);
    expect(again).toMatchObject({ id: failed?.id, status: "failed", attempts: 2 });
    expect(new Set(receiver.received.map((r) => r.id))).toEqual(new Set([failed?.messageId]));
  });

  it("answers 0 when nothing failed since the time", async () => {
    const webhook = await register();
    receiver.respond = () => 500;
    const old = await ping(webhook.id);
    await settled(webhook.id);
    await age(old.id, 2 * HOUR_MS);
    const res = await replay(webhook.id, new Date(Date.now() - HOUR_MS).toISOString());
    expect(res.json()).toEqual({ queued: 0 });
    const [still] = await deliveries(webhook.id);
    expect(still).toMatchObject({ id: old.id, status: "failed" });
  });
});

describe(`at most one replay per endpoint every ${WEBHOOK_REPLAY_INTERVAL_SECONDS} seconds`, () => {
  it("refuses a second replay with 429 and Retry-After, until the interval has passed", async () => {
    const webhook = await register();
    const since = new Date(Date.now() - HOUR_MS).toISOString();
    expect((await replay(webhook.id, since)).statusCode).toBe(200);
    const again = await replay(webhook.id, since);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      error: ERROR_TEXTS.too_many_webhook_replays,
      code: "too_many_webhook_replays",
    });
    const retryAfter = Number(again.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WEBHOOK_REPLAY_INTERVAL_SECONDS);
    // Another endpoint of the same developer has its own allowance.
    const other = await register();
    expect((await replay(other.id, since)).statusCode).toBe(200);
    // Once the last replay is older than the interval, the endpoint may replay again.
    await t.app.db
      .update(rateLimitCounters)
      .set({ windowStart: new Date(Date.now() - (WEBHOOK_REPLAY_INTERVAL_SECONDS + 1) * 1000) })
      .where(and(eq(rateLimitCounters.bucket, `webhook-replay:${webhook.id}`)));
    expect((await replay(webhook.id, since)).statusCode).toBe(200);
  });

  it("lets one of many replays sent at once through", async () => {
    const webhook = await register();
    const since = new Date(Date.now() - HOUR_MS).toISOString();
    const answers = await Promise.all(Array.from({ length: 8 }, () => replay(webhook.id, since)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([
      200, 429, 429, 429, 429, 429, 429, 429,
    ]);
    await forgetReplays(webhook.id);
  });
});

describe("refusals", () => {
  it("is for the developer who owns the endpoint", async () => {
    const webhook = await register();
    const since = new Date(Date.now() - HOUR_MS).toISOString();
    const anonymous = await replay(webhook.id, since, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("auth_required");
    for (const role of ["student", "parent_guide", "admin"] as const) {
      const res = await replay(webhook.id, since, await signInAs(t.app, role));
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe("forbidden");
    }
    const other = await replay(webhook.id, since, await signInAs(t.app, "developer"));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      error: ERROR_TEXTS.webhook_not_found,
      code: "webhook_not_found",
    });
    // None of those counted as the endpoint's replay.
    expect((await replay(webhook.id, since)).statusCode).toBe(200);
  });

  it("refuses a since that is not a date and time, and an id that is not one", async () => {
    const webhook = await register();
    for (const since of [
      undefined,
      "",
      "yesterday",
      "2025-13-01T00:00:00Z",
      "2025-02-30T00:00:00Z",
      1700000000,
      // Years PostgreSQL refuses or the screens cannot show: refused here, never a 500.
      "0000-01-01T00:00:00Z",
      "1969-12-31T23:59:59Z",
      "9999-12-31T23:59:59-01:00",
    ]) {
      const res = await replay(webhook.id, since);
      expect(res.statusCode, String(since)).toBe(400);
      expect(res.json().code).toBe("validation_failed");
    }
    expect((await replay("not-an-id", new Date().toISOString())).statusCode).toBe(400);
    // The oldest and newest times there are.
    for (const since of ["1970-01-01T00:00:00Z", "9999-12-31T23:59:59Z"]) {
      expect((await replay(webhook.id, since)).statusCode, since).toBe(200);
      await forgetReplays(webhook.id);
    }
    // Offsets other than Z are times too.
    expect((await replay(webhook.id, "2025-01-31T12:00:00+02:00")).json()).toEqual({ queued: 0 });
  });
});
