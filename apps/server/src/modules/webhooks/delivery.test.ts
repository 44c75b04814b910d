import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { WebhookDelivery, WebhookEndpoint } from "@trophy/shared/schemas/webhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { WEBHOOK_TEXTS } from "../../texts/errors";
import {
  createTestApp,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { enqueueEvent } from "./outbox";
import { startReceiver, type Receiver } from "../../../test/webhook-receiver";

/** Attempts time out after a second and are retried 0.2 s later, three times. */
const FAST = {
  WEBHOOK_ALLOW_PRIVATE_URLS: "true",
  WEBHOOK_TIMEOUT_SECONDS: "1",
  WEBHOOK_RETRY_SCHEDULE: "0.2,0.2,0.2",
};

let t: TestApp;
let dev: SignedIn;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp(FAST);
  receiver = await startReceiver();
});
/** Each test's developer has endpoints of its own, so no test sees another's events. */
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

/** An endpoint of `dev` on the receiver, at a path of its own. */
async function register(events = ["award.created"]) {
  const name = `hooks-${++endpoints}`;
  const res = await inject(t.app, {
    method: "POST",
    url: "/api/developers/webhooks",
    headers: dev.headers,
    payload: { url: receiver.urlFor(name), events },
  });
  expect(res.statusCode).toBe(201);
  const webhook = res.json().webhook as WebhookEndpoint & { secret: string };
  receiver.secrets.set(`/${name}`, webhook.secret);
  return webhook;
}

const ping = async (id: string): Promise<WebhookDelivery> =>
  (
    await inject(t.app, {
      method: "POST",
      url: `/api/developers/webhooks/${id}/test`,
      headers: dev.headers,
    })
  ).json().delivery;

async function deliveries(id: string): Promise<WebhookDelivery[]> {
  const res = await inject(t.app, {
    method: "GET",
    url: `/api/developers/webhooks/${id}/deliveries`,
    headers: dev.headers,
  });
  return res.json().deliveries;
}

/** The delivery once it is no longer pending (or once `until` holds). */
async function settled(
  endpointId: string,
  deliveryId: string,
  until = (d: WebhookDelivery) => d.status !== "pending",
): Promise<WebhookDelivery> {
  for (let i = 0; i < 300; i++) {
    const found = (await deliveries(endpointId)).find((d) => d.id === deliveryId);
    if (found && until(found)) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`delivery ${deliveryId} did not settle`);
}

const award = (studentId: string) => ({
  id: "5f0c6f0e-4f43-4bd5-9a53-3b3f7c1c2d10",
  studentId,
  amount: 25,
  details: "Finished lesson 4",
  createdAt: new Date().toISOString(),
  reversedAt: null,
});

describe("webhook delivery", () => {
  it("delivers a ping once, signed per Standard Webhooks", async () => {
    const webhook = await register(["award.created"]);
    const queued = await ping(webhook.id);
    const done = await settled(webhook.id, queued.id);
    expect(done).toMatchObject({ status: "delivered", attempts: 1, lastResponseCode: 200 });
    expect(done.nextRetryAt).toBeNull();
    expect(done.deliveredAt).not.toBeNull();
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got?.id).toBe(queued.messageId);
    expect(got?.payload).toEqual({
      type: "ping",
      timestamp: expect.any(String),
      livemode: false,
      data: { message: WEBHOOK_TEXTS.ping },
    });
  });

  it("sends an award event to the endpoints subscribed to it, with the award as the API returns it", async () => {
    const created = await register(["award.created"]);
    const reversedOnly = await register(["award.reversed"]);
    const data = award(dev.user.id);
    expect(await enqueueEvent(t.app.db, dev.user.id, "award.created", true, data)).toBe(1);
    t.app.webhookWorker.wake();
    const [got] = await receiver.waitFor(1);
    expect(got?.path).toBe(new URL(created.url).pathname);
    expect(got?.payload).toEqual({
      type: "award.created",
      timestamp: expect.any(String),
      livemode: true,
      data,
    });
    const [delivery] = await deliveries(created.id);
    if (!delivery) throw new Error("no delivery");
    expect((await settled(created.id, delivery.id)).status).toBe("delivered");
    expect(await deliveries(reversedOnly.id)).toEqual([]);
  });

  it("retries after a 500, with the same message id", async () => {
    const webhook = await register();
    receiver.respond = (_request, n) => (n === 1 ? 500 : 200);
    const queued = await ping(webhook.id);
    const done = await settled(webhook.id, queued.id);
    expect(done).toMatchObject({ status: "delivered", attempts: 2, lastResponseCode: 200 });
    expect(receiver.received.map((r) => r.id)).toEqual([queued.messageId, queued.messageId]);
  });

  it("retries after an attempt times out", async () => {
    const webhook = await register();
    receiver.respond = (_request, n) => (n === 1 ? "hold" : 204);
    const queued = await ping(webhook.id);
    const retrying = await settled(webhook.id, queued.id, (d) => d.lastError !== null);
    expect(retrying).toMatchObject({
      status: "pending",
      lastResponseCode: null,
      lastError: WEBHOOK_TEXTS.timedOut(1),
    });
    const done = await settled(webhook.id, queued.id);
    expect(done).toMatchObject({ status: "delivered", attempts: 2, lastResponseCode: 204 });
    expect(receiver.received.map((r) => r.id)).toEqual([queued.messageId, queued.messageId]);
  });

  it("marks the endpoint failing once the retries run out, and healthy after the next delivery", async () => {
    const webhook = await register();
    receiver.respond = () => 500;
    const queued = await ping(webhook.id);
    const failed = await settled(webhook.id, queued.id);
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 4,
      lastResponseCode: 500,
      lastError: WEBHOOK_TEXTS.answered(500),
      nextRetryAt: null,
    });
    const [row] = await t.app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, queued.id));
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(row?.deliveredAt).toBeNull();
    expect(receiver.received).toHaveLength(4);
    const listed = async () =>
      (
        await inject(t.app, {
          method: "GET",
          url: "/api/developers/webhooks",
          headers: dev.headers,
        })
      )
        .json()
        .webhooks.find((w: WebhookEndpoint) => w.id === webhook.id) as WebhookEndpoint;
    expect((await listed()).failingSince).not.toBeNull();

    receiver.respond = () => 200;
    const next = await ping(webhook.id);
    expect((await settled(webhook.id, next.id)).status).toBe("delivered");
    expect((await listed()).failingSince).toBeNull();
  });
});

describe("a signing secret copied onto another endpoint", () => {
  it("does not open there: nothing is sent to that endpoint, its own endpoint still gets it", async () => {
    const own = await register(["award.created"]);
    const other = await register(["award.created"]);
    const [source] = await t.app.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, own.id));
    // As someone who can write to the database, but has no APP_SECRET, would move it.
    await t.app.db
      .update(webhookEndpoints)
      .set({ secretCiphertext: source?.secretCiphertext ?? "" })
      .where(eq(webhookEndpoints.id, other.id));

    const queued = await ping(other.id);
    const done = await settled(other.id, queued.id);
    expect(done).toMatchObject({
      status: "failed",
      attempts: 4,
      lastResponseCode: null,
      lastError: WEBHOOK_TEXTS.unsigned,
    });
    expect(receiver.received).toEqual([]);

    const delivered = await settled(own.id, (await ping(own.id)).id);
    expect(delivered.status).toBe("delivered");
    expect(receiver.received.map((r) => r.path)).toEqual([new URL(own.url).pathname]);
  });
});

describe("addresses at delivery time", () => {
  it("refuses a host that resolves to a private address now, without connecting", async () => {
    const strict = await createTestApp({
      WEBHOOK_TIMEOUT_SECONDS: "1",
      WEBHOOK_RETRY_SCHEDULE: "60",
    });
    try {
      const owner = await signInAs(strict.app, "developer");
      const port = new URL(receiver.urlFor("")).port;
      // Rows as if the names had resolved to public addresses at registration (DNS rebinding).
      const rows = await strict.app.db
        .insert(webhookEndpoints)
        .values(
          [`https://localhost:${port}/hooks`, `https://127.0.0.1:${port}/hooks`].map((url) => {
            const id = randomUUID();
            return {
              id,
              developerId: owner.user.id,
              url,
              events: ["award.created"],
              secretCiphertext: strict.app.webhookSecrets.seal(
                "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
                id,
              ),
            };
          }),
        )
        .returning();
      await enqueueEvent(strict.app.db, owner.user.id, "award.created", true, award(owner.user.id));
      strict.app.webhookWorker.wake();
      for (const [row, host] of [
        [rows[0], "localhost"],
        [rows[1], "127.0.0.1"],
      ] as const) {
        const url = `/api/developers/webhooks/${row?.id}/deliveries`;
        let delivery: WebhookDelivery | undefined;
        for (let i = 0; i < 200 && !delivery?.lastError; i++) {
          await new Promise((r) => setTimeout(r, 50));
          [delivery] = (
            await inject(strict.app, { method: "GET", url, headers: owner.headers })
          ).json().deliveries;
        }
        expect(delivery).toMatchObject({
          status: "pending",
          attempts: 1,
          lastResponseCode: null,
          lastError: WEBHOOK_TEXTS.forbiddenAddress(host),
        });
      }
      expect(receiver.received).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});
