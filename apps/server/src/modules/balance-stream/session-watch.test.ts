import { randomUUID } from "node:crypto";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAs, type SignedIn, type TestApp } from "../../../test/helpers";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/raw";
import { liveSessions, SESSIONS_PER_QUERY } from "../sessions/live-sessions";
import { RECHECK_ALL_MS, SessionWatch } from "./session-watch";
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
    expiresAt: Date.now() + 60_000,
    lastWriteAt: Date.now(),
    heartbeat() {},
    hold: () => Promise.resolve(0),
    release() {},
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
    // Opened just after the round took its list of sessions, before their answer.
    const fresh = tracked(sessionOf(opening));
    const takeIds = registry.sessionIds.bind(registry);
    registry.sessionIds = (options) => {
      const ids = takeIds(options);
      registry.add(opening.user.id, fresh);
      return ids;
    };
    const checking = new SessionWatch(t.app.db, registry).check();
    expect(await checking).toBe(1);
    expect(old.closed).toBe(true);
    expect(fresh.closed).toBe(false);
  });

  it("asks only about new streams until a session may have ended, then about all", async () => {
    const [a, b, c] = [
      await signInAs(t.app, "student"),
      await signInAs(t.app, "student"),
      await signInAs(t.app, "student"),
    ];
    const registry = new StreamRegistry();
    const watch = new SessionWatch(t.app.db, registry);
    const [streamA, streamB] = [tracked(sessionOf(a)), tracked(sessionOf(b))];
    registry.add(a.user.id, streamA);
    registry.add(b.user.id, streamB);
    const now = Date.now();
    expect(await watch.check(now)).toBe(2);
    expect(await watch.check(now)).toBe(0);
    registry.add(c.user.id, tracked(sessionOf(c)));
    expect(await watch.check(now)).toBe(1);

    await t.app.inject({ method: "POST", url: "/auth/logout", headers: a.headers });
    expect(await watch.check(now)).toBe(3);
    expect(streamA.closed).toBe(true);
    expect(streamB.closed).toBe(false);
    expect(await watch.check(now)).toBe(0);
    // The safety net: everything again after a while, counted change or not.
    expect(await watch.check(now + RECHECK_ALL_MS)).toBe(3);
  });

  it("counts the statements that may end sessions, and not a sign-in", async () => {
    const count = async () =>
      (
        await rowsOf<{ n: number }>(
          t.app.db,
          sql`SELECT coalesce(max(count), 0)::int AS n FROM session_ends`,
        )
      )[0]?.n ?? 0;
    const before = await count();
    const student = await signInAs(t.app, "student");
    expect(await count()).toBe(before);
    await t.app.db.execute(
      sql`UPDATE sessions SET revoked_at = now() WHERE id = ${sessionOf(student)}`,
    );
    expect(await count()).toBe(before + 1);
    await t.app.db.execute(sql`DELETE FROM sessions WHERE user_id = ${student.user.id}`);
    expect(await count()).toBe(before + 2);
  });

  it("lets logouts and suspensions of the same users run at once", async () => {
    const admin = await signInAs(t.app, "admin");
    const students: SignedIn[] = [];
    const rounds = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const student = await signInAs(t.app, "student");
        students.push(student);
        return Promise.all([
          t.app.inject({ method: "POST", url: "/auth/logout", headers: student.headers }),
          t.app.inject({
            method: "PUT",
            url: `/api/admin/users/${student.user.id}/suspend`,
            headers: admin.headers,
            payload: { reason: "Testing" },
          }),
        ]);
      }),
    );
    for (const [logout, suspension] of rounds) {
      expect(suspension.statusCode).toBe(200);
      // A suspension that committed before the logout looked at its token refuses the logout.
      if (logout.statusCode !== 200) expect(logout.json()).toMatchObject({ code: "suspended" });
    }
    expect(await liveSessions(t.app.db, students.map(sessionOf))).toEqual(new Set());
  });

  it("asks about many sessions a thousand at a time, and closes the ended ones of each", async () => {
    const live = await signInAs(t.app, "student");
    const registry = new StreamRegistry();
    // Sessions nobody has (ended ones, as far as the check can tell), the live one last.
    const ended = Array.from({ length: SESSIONS_PER_QUERY + 5 }, () => tracked(randomUUID()));
    for (const stream of ended) registry.add(randomUUID(), stream);
    const kept = tracked(sessionOf(live));
    registry.add(live.user.id, kept);
    const rounds: number[] = [];
    const close = registry.closeSessions.bind(registry);
    registry.closeSessions = (ids) => {
      rounds.push([...ids].length);
      close(ids);
    };
    expect(await new SessionWatch(t.app.db, registry).check()).toBe(SESSIONS_PER_QUERY + 6);
    expect(rounds).toEqual([SESSIONS_PER_QUERY, 5]);
    expect(ended.every((s) => s.closed)).toBe(true);
    expect(kept.closed).toBe(false);
  });

  it("asks about more sessions than a query has parameters", async () => {
    const [first, last] = [await signInAs(t.app, "student"), await signInAs(t.app, "student")];
    const ids = Array.from({ length: 70_000 }, (): string => randomUUID());
    ids[0] = sessionOf(first);
    ids[69_999] = sessionOf(last);
    expect(await liveSessions(t.app.db, ids)).toEqual(new Set([ids[0], ids[69_999]]));
  });
});
