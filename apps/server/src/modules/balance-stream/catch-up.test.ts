import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAs, type SignedIn, type TestApp } from "../../../test/helpers";
import { grantTrophies } from "../../../test/fixtures";
import { openStream, type SseEvent } from "../../../test/sse-client";
import { appendEntry } from "../ledger/ledger.service";
import { catchUpStreams } from "./catch-up";

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
const updates = (events: SseEvent[]) =>
  events.filter(isUpdate).map((e) => [e.id, e.data.data.newBalance]);

/** A ledger entry whose event is lost (nobody announces it), as while the listener is away. */
const silentAward = (studentId: string, amount: number) =>
  appendEntry(t.app.db, { studentId, amount, kind: "award", description: "While away" });

describe("catching up open streams", () => {
  it("sends each open stream the entries it missed, then live events, once and in order", async () => {
    const s = await signInAs(t.app, "student");
    const other = await signInAs(t.app, "student");
    const [stream, quiet] = await Promise.all([
      openStream(streamUrl(s)),
      openStream(streamUrl(other)),
    ]);
    await Promise.all([stream, quiet].map((c) => c.waitFor((e) => e.event === "connected")));
    await silentAward(s.user.id, 10);
    await silentAward(s.user.id, 20);
    // An announced award racing the catch-up: held back until the missed entries are sent.
    await Promise.all([
      catchUpStreams(t.app.db, t.app.balanceStreams),
      grantTrophies(t.app, s.user.id, 30),
    ]);
    await stream.waitFor((e) => isUpdate(e) && e.id === "3");
    await grantTrophies(t.app, s.user.id, 40);
    await stream.waitFor((e) => isUpdate(e) && e.id === "4");
    expect(updates(stream.events)).toEqual([
      ["1", 10],
      ["2", 30],
      ["3", 60],
      ["4", 100],
    ]);
    expect(quiet.events.filter(isUpdate)).toEqual([]);
    stream.close();
    quiet.close();
  });
});

describe.runIf(process.env.DATABASE_URL)("on PostgreSQL", () => {
  /** The backends of this test database that are listening for events. */
  const listeners = async () => {
    const result = (await t.database.query(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
    )) as { rows: { pid: number }[] };
    return result.rows.map((r) => r.pid);
  };
  const listening = async () => {
    for (let i = 0; i < 100; i++) {
      const pids = await listeners();
      if (pids.length === 1) return pids[0];
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("no event listener");
  };

  it("delivers an award made while the listener's connection was down within 5 s", async () => {
    const s = await signInAs(t.app, "student");
    const stream = await openStream(streamUrl(s));
    await stream.waitFor((e) => e.event === "connected");
    const pid = await listening();
    await t.database.query("SELECT pg_terminate_backend($1)", [pid]);
    const awardedAt = Date.now();
    // Announced while nobody listens: its NOTIFY reaches no instance.
    await grantTrophies(t.app, s.user.id, 25, "During the gap");
    const update = await stream.waitFor(isUpdate, 5000);
    expect(Date.now() - awardedAt).toBeLessThan(5000);
    expect(update.data.data).toMatchObject({ newBalance: 25, description: "During the gap" });
    // The listener is back, and live events flow again.
    expect(await listening()).not.toBe(pid);
    await grantTrophies(t.app, s.user.id, 5);
    await stream.waitFor((e) => isUpdate(e) && e.id === "2");
    expect(updates(stream.events)).toEqual([
      ["1", 25],
      ["2", 30],
    ]);
    stream.close();
  });
});
