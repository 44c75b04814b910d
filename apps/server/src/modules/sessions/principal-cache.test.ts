import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { Unauthorized } from "../../lib/errors";
import { resolvePrincipal } from "./principal";
import { FRESH_FOR_MS, PrincipalCache } from "./principal-cache";

/** docs/security.md: an ended session is refused on every instance within two seconds. */
const PROMISE_MS = 2_000;

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, { sameDatabaseAs: first });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const trophies = (app: FastifyInstance, s: SignedIn) =>
  inject(app, { method: "GET", url: "/api/students/trophies", headers: s.headers });

/** A signed-in student whose principal `app` has cached: two calls answered. */
async function cachedStudent(app: FastifyInstance): Promise<SignedIn> {
  const student = await signInAs(first.app, "student");
  for (let i = 0; i < 2; i++) expect((await trophies(app, student)).statusCode).toBe(200);
  return student;
}

/** Calls every 25 ms until the answer has `status`; how long that took after `since`. */
async function refusedAfter(
  app: FastifyInstance,
  s: SignedIn,
  status: number,
  since: number,
): Promise<number> {
  for (;;) {
    const res = await trophies(app, s);
    if (res.statusCode === status) return Date.now() - since;
    expect(res.statusCode).toBe(200);
    if (Date.now() - since > PROMISE_MS * 3) throw new Error("still answered");
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("the principal cache ends what a session's end ends", () => {
  it("refuses a signed-out student on the instance that signed them out at once, on another within 2 s", async () => {
    const student = await cachedStudent(second.app);
    for (let i = 0; i < 2; i++) expect((await trophies(first.app, student)).statusCode).toBe(200);

    const res = await inject(first.app, {
      method: "POST",
      url: "/auth/logout",
      headers: student.headers,
    });
    const since = Date.now();
    expect(res.statusCode).toBe(200);
    expect((await trophies(first.app, student)).json().code).toBe("invalid_token");
    expect(await refusedAfter(second.app, student, 401, since)).toBeLessThan(PROMISE_MS);
  });

  it("refuses a suspended student on another instance within 2 s, saying why", async () => {
    const student = await cachedStudent(second.app);
    const admin = await signInAs(first.app, "admin");
    const res = await inject(first.app, {
      method: "PUT",
      url: `/api/admin/users/${student.user.id}/suspend`,
      headers: admin.headers,
      payload: { reason: "Testing the cache" },
    });
    const since = Date.now();
    expect(res.statusCode).toBe(200);
    expect(await refusedAfter(second.app, student, 403, since)).toBeLessThan(PROMISE_MS);
    expect((await trophies(second.app, student)).json().code).toBe("suspended");
  });

  it("refuses a deleted student on another instance within 2 s", async () => {
    const student = await cachedStudent(second.app);
    const admin = await signInAs(first.app, "admin");
    const res = await inject(first.app, {
      method: "DELETE",
      url: `/api/admin/users/${student.user.id}`,
      headers: admin.headers,
    });
    const since = Date.now();
    expect(res.statusCode).toBe(200);
    expect(await refusedAfter(second.app, student, 401, since)).toBeLessThan(PROMISE_MS);
  });

  it("keeps the other students' sessions cached and working through someone's sign-out", async () => {
    const staying = await cachedStudent(second.app);
    const leaving = await cachedStudent(second.app);
    await inject(first.app, { method: "POST", url: "/auth/logout", headers: leaving.headers });
    await refusedAfter(second.app, leaving, 401, Date.now());
    expect((await trophies(second.app, staying)).statusCode).toBe(200);
  });
});

describe("a principal cache whose database stops answering", () => {
  it("serves nothing it cached once the count was last read too long ago", async () => {
    let now = 1_000_000;
    const cache = new PrincipalCache(() => now);
    const student = await signInAs(first.app, "student");
    await cache.catchUp(first.app.db);
    const principal = {
      userId: student.user.id,
      role: "student" as const,
      sessionId: "00000000-0000-4000-8000-000000000000",
      expiresAt: new Date(Date.now() + 60_000),
    };
    cache.remember(student.accessToken, principal, cache.generation);
    expect(cache.get(student.accessToken)).toEqual(principal);
    now += FRESH_FOR_MS + 1;
    expect(cache.get(student.accessToken)).toBeUndefined();
  });

  it("does not keep what a lookup found when a session ended while it ran", async () => {
    const cache = new PrincipalCache();
    await cache.catchUp(first.app.db);
    const student = await signInAs(first.app, "student");
    const generation = cache.generation;
    await inject(first.app, { method: "POST", url: "/auth/logout", headers: student.headers });
    await cache.catchUp(first.app.db);
    cache.remember(
      student.accessToken,
      {
        userId: student.user.id,
        role: "student",
        sessionId: "00000000-0000-4000-8000-000000000000",
        expiresAt: new Date(Date.now() + 60_000),
      },
      generation,
    );
    expect(cache.get(student.accessToken)).toBeUndefined();
  });
});

describe("lookups of one token at once", () => {
  const lookupOf = (token: string) => () =>
    resolvePrincipal(first.app.db, first.app.accessVerifyKeys, token);

  it("share one lookup: a dashboard's calls ask the database once", async () => {
    const cache = new PrincipalCache();
    await cache.catchUp(first.app.db);
    const student = await signInAs(first.app, "student");
    let lookups = 0;
    const counted = () => {
      lookups++;
      return lookupOf(student.accessToken)();
    };
    const found = await Promise.all(
      Array.from({ length: 5 }, () => cache.resolve(student.accessToken, counted)),
    );
    expect(lookups).toBe(1);
    expect(found.every((p) => p.userId === student.user.id)).toBe(true);
    await cache.resolve(student.accessToken, counted);
    expect(lookups).toBe(1);
  });

  it("are not shared across a round that ended sessions: a call after a sign-out is refused", async () => {
    const cache = new PrincipalCache();
    await cache.catchUp(first.app.db);
    const student = await signInAs(first.app, "student");
    let read!: () => void;
    let release!: () => void;
    const readDone = new Promise<void>((r) => (read = r));
    const released = new Promise<void>((r) => (release = r));
    // A lookup that read the session before the sign-out and answers after it.
    const early = cache.resolve(student.accessToken, async () => {
      const principal = await lookupOf(student.accessToken)();
      read();
      await released;
      return principal;
    });
    await readDone;
    await inject(first.app, { method: "POST", url: "/auth/logout", headers: student.headers });
    await cache.catchUp(first.app.db);
    await expect(
      cache.resolve(student.accessToken, lookupOf(student.accessToken)),
    ).rejects.toBeInstanceOf(Unauthorized);
    release();
    await early;
    expect(cache.get(student.accessToken)).toBeUndefined();
  });
});
