import { randomUUID } from "node:crypto";
import { eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { webhookDeliveries } from "../../db/schema";
import { createTestApp, inject, signInAs, type TestApp } from "../../../test/helpers";
import { enqueueEvent } from "./outbox";
import { startReceiver, type Receiver } from "../../../test/webhook-receiver";

/**
 * Two app instances on one database, both running a delivery worker: every message arrives once
 * (on PostgreSQL with DATABASE_URL set, as in CI; on PGlite the instances share its database).
 */
const EVENTS = 150;
const ENV = { WEBHOOK_ALLOW_PRIVATE_URLS: "true", WEBHOOK_TIMEOUT_SECONDS: "5" };

let first: TestApp;
let second: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  first = await createTestApp(ENV);
  second = await createTestApp(ENV, { sameDatabaseAs: first });
  receiver = await startReceiver();
});
afterAll(async () => {
  await second.close();
  await first.close();
  await receiver.close();
});

it(`delivers each of ${EVENTS} events exactly once with two instances`, async () => {
  const dev = await signInAs(first.app, "developer");
  const res = await inject(first.app, {
    method: "POST",
    url: "/api/developers/webhooks",
    headers: dev.headers,
    payload: { url: receiver.urlFor("both"), events: ["award.created"] },
  });
  receiver.secrets.set("/both", res.json().webhook.secret);
  for (let i = 0; i < EVENTS; i++) {
    const app = i % 2 === 0 ? first.app : second.app;
    await enqueueEvent(app.db, dev.user.id, "award.created", true, {
      id: randomUUID(),
      studentId: randomUUID(),
      amount: 1 + (i % 10),
      details: `Event ${i}`,
      createdAt: new Date().toISOString(),
      reversedAt: null,
    });
    app.webhookWorker.wake();
  }
  await receiver.waitFor(EVENTS, 60_000);
  // Every row is delivered: nothing is left that could still be sent again.
  for (let i = 0; i < 200; i++) {
    const open = await first.app.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(ne(webhookDeliveries.status, "delivered"));
    if (open.length === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const rows = await first.app.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.eventType, "award.created"));
  expect(rows).toHaveLength(EVENTS);
  expect(rows.every((r) => r.status === "delivered" && r.attempts === 1)).toBe(true);
  const ids = receiver.received.map((r) => r.id);
  expect(ids).toHaveLength(EVENTS);
  expect(new Set(ids).size).toBe(EVENTS);
  expect(new Set(ids)).toEqual(new Set(rows.map((r) => r.messageId)));
  expect(receiver.rejected).toEqual([]);
});
