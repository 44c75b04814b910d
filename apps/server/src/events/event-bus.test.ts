import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers";
import { createInProcessBus, notificationPayloads, type BalanceEvent } from "./event-bus";

const studentId = randomUUID();
const eventNumber = (seq: number): BalanceEvent => {
  const description = `Lesson ${seq}: ${"fractions ".repeat(20)}`;
  return {
    studentId,
    seq,
    update: {
      newBalance: seq * 5,
      xpEarned: 5,
      description,
      transaction: {
        id: randomUUID(),
        description,
        descriptionText: null,
        trophyAmount: 5,
        kind: "award" as const,
        createdAt: new Date().toISOString(),
      },
    },
  };
};
const events = (n: number) => Array.from({ length: n }, (_, i) => eventNumber(i + 1));

it("packs events into NOTIFY payloads under 8000 bytes, in order", () => {
  const payloads = notificationPayloads(events(300));
  expect(payloads.length).toBeGreaterThan(1);
  for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
  const unpacked = payloads.flatMap((p) => JSON.parse(p) as BalanceEvent[]);
  expect(unpacked.map((e) => e.seq)).toEqual(events(300).map((e) => e.seq));
});

it("stops handing events to a handler unsubscribed, and observes each delivery once", async () => {
  const bus = createInProcessBus();
  const observed: number[] = [];
  bus.observeDeliveries((event) => observed.push(event.seq));
  const first: number[] = [];
  const second: number[] = [];
  const toFirst = (event: { seq: number }) => first.push(event.seq);
  bus.subscribe(studentId, toFirst);
  bus.subscribe(studentId, (event) => second.push(event.seq));
  await bus.publish(eventNumber(1));
  bus.unsubscribe(studentId, toFirst);
  await bus.publish(eventNumber(2));
  expect(first).toEqual([1]);
  expect(second).toEqual([1, 2]);
  expect(observed).toEqual([1, 1, 2]);
});

describe.runIf(process.env.DATABASE_URL)("on PostgreSQL", () => {
  it("delivers a burst of events to another instance, all of them and in order", async () => {
    const first = await createTestApp();
    const second = await createTestApp({}, { sameDatabaseAs: first });
    try {
      const received: number[] = [];
      const all = new Promise<void>((resolve) => {
        second.app.events.subscribe(studentId, (event) => {
          received.push(event.seq);
          if (received.length === 300) resolve();
        });
      });
      // The listener connects in the background: wait until it hears a probe.
      await waitForListener(first, second);
      await Promise.all(events(300).map((e) => first.app.events.publish(e)));
      await all;
      expect(received).toEqual(events(300).map((e) => e.seq));
    } finally {
      await second.close();
      await first.close();
    }
  });
});

async function waitForListener(from: TestApp, to: TestApp) {
  const probe = randomUUID();
  const heard = new Promise<void>((resolve) => {
    const stop = to.app.events.subscribe(probe, () => {
      stop();
      resolve();
    });
  });
  for (let i = 0; i < 50; i++) {
    await from.app.events.publish({ ...eventNumber(0), studentId: probe });
    const done = await Promise.race([heard.then(() => true), sleep(100).then(() => false)]);
    if (done) return;
  }
  throw new Error("the other instance never heard an event");
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
