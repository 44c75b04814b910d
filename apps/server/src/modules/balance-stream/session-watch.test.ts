import { randomUUID } from "node:crypto";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAs, type SignedIn, type TestApp } from "../../../test/helpers";
import { closeEndedStreams, liveSessions } from "./session-watch";
import { StreamRegistry, type OpenStream } from "./stream-registry";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionOf = (who: SignedIn) => String(decodeJwt(who.accessToken).sid);

function tracked(sessionId: string): OpenStream & { closed: boolean } {
  return {
    sessionId,
    closed: false,
    close() {
      this.closed = true;
    },
  };
}

describe("the session check of open streams", () => {
  it("closes the streams of an ended session and leaves one opened while it runs", async () => {
    const [ended, opening] = [await signInAs(t.app, "student"), await signInAs(t.app, "student")];
    await t.app.inject({ method: "POST", url: "/auth/logout", headers: ended.headers });
    const registry = new StreamRegistry();
    const old = tracked(sessionOf(ended));
    registry.add(ended.user.id, old);
    const checking = closeEndedStreams(t.app.db, registry);
    // Opened after the check took its list of sessions, before its answer.
    const fresh = tracked(sessionOf(opening));
    registry.add(opening.user.id, fresh);
    expect(await checking).toBe(1);
    expect(old.closed).toBe(true);
    expect(fresh.closed).toBe(false);
  });

  it("asks about more sessions than one query can bind", async () => {
    const [first, last] = [await signInAs(t.app, "student"), await signInAs(t.app, "student")];
    const ids = Array.from({ length: 70_000 }, () => randomUUID());
    ids[0] = sessionOf(first);
    ids[69_999] = sessionOf(last);
    expect(await liveSessions(t.app.db, ids)).toEqual(new Set([ids[0], ids[69_999]]));
  });
});
