import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addReward, developerWithKey, grantTrophies } from "../../../test/fixtures";
import { openStream, type SseEvent } from "../../../test/sse-client";
import { MAX_STREAMS_PER_STUDENT } from "./stream-registry";

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const streamUrl = (who: SignedIn) => `${base}/api/sse/balance-updates/${who.accessToken}`;
const isUpdate = (e: SseEvent) => e.event === "balance_update";

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}

describe("GET /api/sse/balance-updates/:token", () => {
  it("opens with connected, then sends every balance change with its ledger number as id", async () => {
    const s = await signInAs(t.app, "student");
    await grantTrophies(t.app, s.user.id, 40, "Warm-up");
    const stream = await openStream(streamUrl(s));
    expect(stream.status).toBe(200);
    const connected = await stream.waitFor((e) => e.event === "connected");
    expect(connected).toEqual({
      event: "connected",
      id: "1",
      data: { type: "connected", data: { balance: 40 } },
    });

    await grantTrophies(t.app, s.user.id, 25, "Spelling bee");
    const earned = await stream.waitFor(isUpdate);
    expect(earned.id).toBe("2");
    expect(earned.data.type).toBe("balance_update");
    expect(earned.data.data).toMatchObject({
      newBalance: 65,
      xpEarned: 25,
      description: "Spelling bee",
    });
    expect(earned.data.data.transaction).toMatchObject({
      trophyAmount: 25,
      description: "Spelling bee",
    });

    const reward = await addReward(t.app, { title: "Sticker", trophyCost: 15 });
    await inject(t.app, {
      method: "POST",
      url: `/api/students/rewards/${reward.id}/redeem`,
      headers: s.headers,
    });
    const spent = await stream.waitFor((e) => isUpdate(e) && e.id === "3");
    expect(spent.data.data).toMatchObject({ newBalance: 50, xpEarned: -15 });
    stream.close();
  });

  it("gets an award made through the award API within one second", async () => {
    const s = await signInAs(t.app, "student");
    const { apiKey } = await developerWithKey(t.app, "Typing Tutor");
    const stream = await openStream(streamUrl(s));
    await stream.waitFor((e) => e.event === "connected");
    const started = Date.now();
    const res = await inject(t.app, {
      method: "POST",
      url: "/api/v1/award-trophies",
      headers: { "x-api-key": apiKey },
      payload: { email: s.user.email, amount: 12, details: "Typed 40 wpm" },
    });
    expect(res.statusCode).toBe(200);
    const update = await stream.waitFor(isUpdate, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(update.data.data).toMatchObject({
      newBalance: 12,
      xpEarned: 12,
      description: "Typed 40 wpm",
    });
    stream.close();
  });

  it("answers with the event stream's headers, not those of documents", async () => {
    const stream = await openStream(streamUrl(await signInAs(t.app, "student")));
    await stream.waitFor((e) => e.event === "connected");
    expect(stream.headers).toMatchObject({
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      "x-content-type-options": "nosniff",
      "x-accel-buffering": "no",
    });
    // PUBLIC_URL is http:// here, so there is no HSTS to keep (plugins/security.test.ts).
    expect(stream.headers).not.toHaveProperty("strict-transport-security");
    expect(stream.headers).not.toHaveProperty("content-security-policy");
    expect(stream.headers).not.toHaveProperty("x-frame-options");
    stream.close();
  });

  it("replays what a reconnecting client missed, from its Last-Event-ID", async () => {
    const s = await signInAs(t.app, "student");
    for (const amount of [10, 20, 30, 40]) await grantTrophies(t.app, s.user.id, amount);
    const stream = await openStream(streamUrl(s), { "last-event-id": "2" });
    await stream.waitFor((e) => e.event === "connected");
    const replayed = stream.events.filter(isUpdate).map((e) => [e.id, e.data.data.newBalance]);
    expect(replayed).toEqual([
      ["3", 60],
      ["4", 100],
    ]);
    expect(stream.events.map((e) => e.event)).toEqual([
      "balance_update",
      "balance_update",
      "connected",
    ]);
    stream.close();
  });

  it("ignores a Last-Event-ID from the future", async () => {
    const s = await signInAs(t.app, "student");
    await grantTrophies(t.app, s.user.id, 10);
    const stream = await openStream(streamUrl(s), { "last-event-id": "999" });
    expect((await stream.waitFor((e) => e.event === "connected")).id).toBe("1");
    await grantTrophies(t.app, s.user.id, 5);
    expect((await stream.waitFor(isUpdate)).id).toBe("2");
    stream.close();
  });

  it("sends a student only their own updates", async () => {
    const s = await signInAs(t.app, "student");
    const other = await signInAs(t.app, "student");
    const stream = await openStream(streamUrl(s));
    await stream.waitFor((e) => e.event === "connected");
    await grantTrophies(t.app, other.user.id, 99);
    await grantTrophies(t.app, s.user.id, 1);
    const update = await stream.waitFor(isUpdate);
    expect(update.data.data.newBalance).toBe(1);
    expect(stream.events.filter(isUpdate)).toHaveLength(1);
    stream.close();
  });

  it("refuses invalid tokens and non-students with 401", async () => {
    const bad = await openStream(`${base}/api/sse/balance-updates/not-a-token`);
    expect(bad.status).toBe(401);
    const parent = await signInAs(t.app, "parent_guide");
    expect((await openStream(streamUrl(parent))).status).toBe(401);
    const s = await signInAs(t.app, "student");
    await inject(t.app, { method: "POST", url: "/auth/logout", headers: s.headers });
    expect((await openStream(streamUrl(s))).status).toBe(401);
  });

  it("cleans up closed connections and caps the streams of one student", async () => {
    const before = t.app.balanceStreams.size;
    const s = await signInAs(t.app, "student");
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_STUDENT; i++) {
      const stream = await openStream(streamUrl(s));
      await stream.waitFor((e) => e.event === "connected");
      streams.push(stream);
    }
    expect(t.app.balanceStreams.size).toBe(before + MAX_STREAMS_PER_STUDENT);
    const extra = await openStream(streamUrl(s));
    await extra.waitFor((e) => e.event === "connected");
    await streams[0]?.closed;
    expect(t.app.balanceStreams.size).toBe(before + MAX_STREAMS_PER_STUDENT);

    for (const stream of [...streams, extra]) stream.close();
    await until(() => t.app.balanceStreams.size === before);
  });
});

describe.runIf(process.env.DATABASE_URL)("across instances on PostgreSQL", () => {
  it("delivers an update committed through another instance", async () => {
    const second = await createTestApp({}, { sameDatabaseAs: t });
    try {
      const s = await signInAs(t.app, "student");
      const stream = await openStream(streamUrl(s));
      await stream.waitFor((e) => e.event === "connected");
      await grantTrophies(second.app, s.user.id, 33, "From the other instance");
      const update = await stream.waitFor(isUpdate);
      expect(update.data.data).toMatchObject({
        newBalance: 33,
        description: "From the other instance",
      });
      stream.close();
    } finally {
      await second.close();
    }
  });
});
