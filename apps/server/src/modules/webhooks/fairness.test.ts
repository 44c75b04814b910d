import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { WebhookEndpoint } from "@trophy/shared/schemas/webhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Queryable } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { WEBHOOK_TEXTS } from "../../texts/errors";
import {
  createTestApp,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { startReceiver, type Receiver } from "../../../test/webhook-receiver";
import { issueApiKey } from "../developers/api-keys.service";
import {
  CIRCUIT_UNANSWERED,
  IN_FLIGHT_PER_DEVELOPER,
  IN_FLIGHT_PER_ENDPOINT,
  SANDBOX_IN_FLIGHT_PER_DEVELOPER,
  SANDBOX_IN_FLIGHT_PER_ENDPOINT,
} from "./delivery-worker";
import { enqueueEvent } from "./outbox";

/**
 * Fair delivery (docs/security.md, Webhook fairness): endpoints that accept the connection and
 * never answer (a receiver holding every request) take a bounded share of the attempts in flight,
 * whatever instance claims them, and open their circuit; other developers' deliveries go on.
 * Attempts time out after a second, so the test runs in seconds.
 */
const ENV = {
  WEBHOOK_ALLOW_PRIVATE_URLS: "true",
  WEBHOOK_TIMEOUT_SECONDS: "1",
  WEBHOOK_RETRY_SCHEDULE: "0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2",
  WEBHOOK_CIRCUIT_OPEN_SECONDS: "1",
};

let t: TestApp;
let healthy: Receiver;
let dead: Receiver;
beforeAll(async () => {
  t = await createTestApp(ENV);
  healthy = await startReceiver();
  dead = await startReceiver();
  dead.respond = () => "hold";
});
afterAll(async () => {
  await t.close();
  await healthy.close();
  await dead.close();
});

const validated = (app: TestApp["app"]) =>
  signInAs(app, { userType: "developer", developerStatus: "validated" });

let endpoints = 0;

/** An endpoint of `dev` at a path of its own on `receiver`. */
async function register(app: TestApp["app"], dev: SignedIn, receiver: Receiver) {
  const name = `fair-${++endpoints}`;
  const res = await inject(app, {
    method: "POST",
    url: "/api/developers/webhooks",
    headers: dev.headers,
    payload: { url: receiver.urlFor(name), events: ["award.created"] },
  });
  expect(res.statusCode).toBe(201);
  const webhook = res.json().webhook as WebhookEndpoint & { secret: string };
  receiver.secrets.set(`/${name}`, webhook.secret);
  return webhook;
}

async function listed(app: TestApp["app"], dev: SignedIn): Promise<WebhookEndpoint[]> {
  const res = await inject(app, {
    method: "GET",
    url: "/api/developers/webhooks",
    headers: dev.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().webhooks;
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const liveEvent = (db: Queryable, dev: SignedIn, i: number) =>
  enqueueEvent(db, dev.user.id, "award.created", true, {
    id: randomUUID(),
    studentId: randomUUID(),
    amount: 1,
    details: `Event ${i}`,
    createdAt: new Date().toISOString(),
    reversedAt: null,
  });

/** `count` live events of `dev`, committed together so a claim sees all of them at once. */
const liveEvents = (dev: SignedIn, count: number) =>
  t.app.db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) await liveEvent(tx, dev, i);
  });

describe("a developer's sandbox batches to endpoints that never answer", () => {
  it("hold back no other developer's live deliveries: each arrives within 2 s", async () => {
    // Developer B: eight endpoints that hold every request, and 1,000 sandbox deliveries to them.
    const b = await validated(t.app);
    const testKey = await issueApiKey(t.app.db, t.app.apiKeySecrets, b.user.id, "test");
    for (let i = 0; i < 8; i++) await register(t.app, b, dead);
    for (const size of [100, 25]) {
      const res = await inject(t.app, {
        method: "POST",
        url: "/api/v1/award-trophies/batch",
        headers: { "x-api-key": testKey },
        payload: {
          awards: Array.from({ length: size }, (_, i) => ({
            email: `sandbox-${i}@example.org`,
            amount: 1,
          })),
        },
      });
      expect(res.statusCode).toBe(200);
    }
    const sandboxRows = async () =>
      (
        await t.app.db
          .select({ status: webhookDeliveries.status })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.livemode, false))
      ).filter((row) => row.status === "pending").length;
    expect(await sandboxRows()).toBe(1000);
    await until(() => dead.received.length >= SANDBOX_IN_FLIGHT_PER_DEVELOPER);

    // Developer A: a healthy endpoint and live awards through the API, one every 100 ms.
    const a = await validated(t.app);
    const liveKey = await issueApiKey(t.app.db, t.app.apiKeySecrets, a.user.id);
    await register(t.app, a, healthy);
    const student = await signInAs(t.app, "student");
    const sentAt = new Map<string, number>();
    const arrivedAt = new Map<string, number>();
    healthy.respond = (request) => {
      arrivedAt.set((request.payload.data as { id: string }).id, Date.now());
      return 200;
    };
    const LIVE = 40;
    for (let i = 0; i < LIVE; i++) {
      const started = Date.now();
      const res = await inject(t.app, {
        method: "POST",
        url: "/api/v1/award-trophies",
        headers: { "x-api-key": liveKey },
        payload: { email: student.user.email, amount: 1 },
      });
      expect(res.statusCode).toBe(200);
      sentAt.set(res.json().transaction.id, started);
      await sleep(100);
    }
    await until(() => arrivedAt.size >= LIVE, 15_000);
    const latencies = [...sentAt].map(([id, at]) => (arrivedAt.get(id) ?? Infinity) - at);
    latencies.sort((x, y) => x - y);
    const p99 = latencies[Math.ceil(latencies.length * 0.99) - 1] ?? Infinity;
    expect(p99).toBeLessThan(2000);

    // Meanwhile B's deliveries waited, never more of them in flight than the sandbox's share.
    expect(await sandboxRows()).toBeGreaterThan(900);
    expect(dead.mostInFlightTotal).toBeLessThanOrEqual(SANDBOX_IN_FLIGHT_PER_DEVELOPER);
    for (const most of dead.mostInFlight.values()) {
      expect(most).toBeLessThanOrEqual(SANDBOX_IN_FLIGHT_PER_ENDPOINT);
    }
    expect(healthy.rejected).toEqual([]);
    expect(dead.rejected).toEqual([]);
  }, 60_000);
});

describe("an endpoint that keeps timing out", () => {
  it("opens its circuit, pauses its deliveries, probes one at a time, and closes on an answer", async () => {
    const receiver = await startReceiver();
    try {
      receiver.respond = () => "hold";
      const dev = await validated(t.app);
      const webhook = await register(t.app, dev, receiver);
      const path = new URL(webhook.url).pathname;
      expect((await listed(t.app, dev))[0]).toMatchObject({
        circuit: "closed",
        openUntil: null,
        lastError: null,
      });
      await liveEvents(dev, 10);
      t.app.webhookWorker.wake();

      let open: WebhookEndpoint | undefined;
      await until(async () => {
        [open] = await listed(t.app, dev);
        return open?.circuit === "open";
      });
      expect(open).toMatchObject({ circuit: "open", lastError: WEBHOOK_TEXTS.timedOut(1) });
      expect(Date.parse(open?.openUntil ?? "")).toBeGreaterThan(Date.now() - 100);
      expect(receiver.received.length).toBeGreaterThanOrEqual(CIRCUIT_UNANSWERED);
      expect(receiver.mostInFlight.get(path)).toBe(IN_FLIGHT_PER_ENDPOINT);

      // While open nothing new is sent; then one probe at a time, whose failure reopens it.
      const opened = receiver.received.length;
      receiver.mostInFlight.set(path, receiver.inFlight.get(path) ?? 0);
      await until(() => (receiver.inFlight.get(path) ?? 0) === 0, 5000);
      receiver.mostInFlight.set(path, 0);
      await until(() => receiver.received.length > opened, 10_000);
      await sleep(1500);
      expect(receiver.mostInFlight.get(path)).toBe(1);
      const [pending] = await t.app.db
        .select({ status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, webhook.id));
      expect(pending?.status).toBe("pending");

      // The endpoint answers again: the next probe closes the circuit and the rest follow.
      receiver.respond = () => 200;
      await until(async () => {
        const rows = await t.app.db
          .select({ status: webhookDeliveries.status })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, webhook.id));
        return rows.every((row) => row.status === "delivered");
      }, 20_000);
      expect((await listed(t.app, dev))[0]).toMatchObject({
        circuit: "closed",
        openUntil: null,
        lastError: null,
        failingSince: null,
      });
      expect(receiver.rejected).toEqual([]);
    } finally {
      await receiver.close();
    }
  }, 60_000);
});

describe("a test event to an endpoint whose circuit is open", () => {
  it("goes at once as the probe, and its answer lets the paused deliveries follow", async () => {
    const dev = await validated(t.app);
    const webhook = await register(t.app, dev, healthy);
    healthy.received.length = 0;
    healthy.respond = () => 200;
    // As five unanswered attempts would have left it: open for an hour.
    await t.app.db
      .update(webhookEndpoints)
      .set({
        unansweredInRow: CIRCUIT_UNANSWERED,
        circuitOpenedAt: sql`now()`,
        circuitOpenUntil: sql`now() + interval '1 hour'`,
        circuitLastError: WEBHOOK_TEXTS.timedOut(1),
      })
      .where(eq(webhookEndpoints.id, webhook.id));
    await liveEvents(dev, 1);
    t.app.webhookWorker.wake();
    await sleep(1000);
    expect(healthy.received).toEqual([]);
    expect((await listed(t.app, dev))[0]).toMatchObject({
      circuit: "open",
      lastError: WEBHOOK_TEXTS.timedOut(1),
    });

    const ping = await inject(t.app, {
      method: "POST",
      url: `/api/developers/webhooks/${webhook.id}/test`,
      headers: dev.headers,
    });
    expect(ping.statusCode).toBe(200);
    await healthy.waitFor(2, 10_000);
    expect(healthy.received.map((r) => r.payload.type).sort()).toEqual(["award.created", "ping"]);
    expect((await listed(t.app, dev))[0]).toMatchObject({
      circuit: "closed",
      openUntil: null,
      lastError: null,
    });
  });
});

describe("two instances on one database", () => {
  it("together keep to the bounds per endpoint and per developer", async () => {
    const second = await createTestApp(ENV, { sameDatabaseAs: t });
    const receiver = await startReceiver();
    try {
      receiver.respond = () => "hold";
      const dev = await validated(t.app);
      for (let i = 0; i < 3; i++) await register(t.app, dev, receiver);
      await liveEvents(dev, 10);
      t.app.webhookWorker.wake();
      second.app.webhookWorker.wake();
      // Two rounds of attempts: the circuits open after CIRCUIT_UNANSWERED of them.
      await until(() => receiver.received.length >= IN_FLIGHT_PER_DEVELOPER * 2, 15_000);
      expect(receiver.mostInFlightTotal).toBe(IN_FLIGHT_PER_DEVELOPER);
      for (const most of receiver.mostInFlight.values()) {
        expect(most).toBeLessThanOrEqual(IN_FLIGHT_PER_ENDPOINT);
      }
      expect(receiver.rejected).toEqual([]);
    } finally {
      await receiver.close();
      await second.close();
    }
  }, 60_000);
});
