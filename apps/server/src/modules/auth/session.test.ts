import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, inject, signInAs, type TestApp } from "../../../test/helpers";
import { eq } from "drizzle-orm";
import { refreshTokens } from "../../db/schema";
import { hashToken } from "../../lib/tokens";
import { ERROR_TEXTS } from "../../texts/errors";
import { REFRESH_REUSE_GRACE_MS, clientMark } from "./refresh-successor";
import { refresh as refreshSession } from "./session.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: string) =>
  inject(t.app, { method: "POST", url: "/auth/refresh", payload: { refreshToken } });
/** The client `inject` plays (light-my-request's address and User-Agent). */
const SAME_CLIENT = clientMark("127.0.0.1", "lightMyRequest");
/** A moment just past the grace window of a token rotated now. */
const afterGraceWindow = () => new Date(Date.now() + REFRESH_REUSE_GRACE_MS + 1_000);
const profile = (token: string) =>
  inject(t.app, {
    method: "GET",
    url: "/api/users/profile",
    headers: { authorization: `Bearer ${token}` },
  });

describe("POST /auth/refresh", () => {
  it("rotates the refresh token and issues a working access token", async () => {
    const s = await signInAs(t.app, "student");
    const res = await refresh(s.refreshToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.refreshToken).not.toBe(s.refreshToken);
    expect((await profile(body.token)).json().user.id).toBe(s.user.id);
    // And the rotated one rotates again.
    expect((await refresh(body.refreshToken)).statusCode).toBe(200);
  });

  it("revokes the whole family when a rotated token is presented after the grace window", async () => {
    const s = await signInAs(t.app, "parent_guide");
    const next = (await refresh(s.refreshToken)).json();
    // The replay's clock is past the window: a leaked token, not a second tab.
    await expect(
      refreshSession(t.app.db, t.app.accessKey, s.refreshToken, SAME_CLIENT, afterGraceWindow()),
    ).rejects.toMatchObject({ statusCode: 401, code: "invalid_refresh_token" });
    const replay = await refresh(s.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      error: ERROR_TEXTS.invalid_refresh_token,
      code: "invalid_refresh_token",
    });
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    expect((await profile(next.token)).statusCode).toBe(401);
    expect((await profile(s.accessToken)).statusCode).toBe(401);
  });

  it("gives parallel refreshes with one token (tabs) the same new refresh token", async () => {
    const s = await signInAs(t.app, "student");
    const first = await Promise.all(Array.from({ length: 10 }, () => refresh(s.refreshToken)));
    expect(first.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const pairs = first.map((r) => r.json<{ token: string; refreshToken: string }>());
    expect(new Set(pairs.map((p) => p.refreshToken)).size).toBe(1);
    for (const p of pairs) expect((await profile(p.token)).json().user.id).toBe(s.user.id);
    // Every tab refreshes again with what it got: again all of them, and the session lives on.
    const second = await Promise.all(pairs.map((p) => refresh(p.refreshToken)));
    expect(second.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (const r of second) expect((await profile(r.json().token)).statusCode).toBe(200);
    const later = await refresh(second[0]?.json().refreshToken);
    expect(later.statusCode).toBe(200);
    expect((await profile(later.json().token)).statusCode).toBe(200);
  });

  it("gives the same new refresh token to tabs whose refreshes reach different instances", async () => {
    const other = await createTestApp({}, { sameDatabaseAs: t });
    try {
      const s = await signInAs(t.app, "student");
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          inject((i % 2 ? other : t).app, {
            method: "POST",
            url: "/auth/refresh",
            payload: { refreshToken: s.refreshToken },
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((r) => r.json().refreshToken)).size).toBe(1);
      for (const r of answers) expect((await profile(r.json().token)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("treats a replay within the grace window from another client as a leak: the family is revoked", async () => {
    const s = await signInAs(t.app, "student");
    const next = (await refresh(s.refreshToken)).json();
    // Another address and browser, a second after the owner's refresh (it was 200 up to 30 s).
    const stolen = await inject(t.app, {
      method: "POST",
      url: "/auth/refresh",
      payload: { refreshToken: s.refreshToken },
      remoteAddress: "203.0.113.9",
      headers: { "user-agent": "curl/8.5.0" },
    });
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json()).toMatchObject({ code: "invalid_refresh_token" });
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    expect((await profile(next.token)).statusCode).toBe(401);
  });

  it("treats a replay by the same client past a few seconds as a leak", async () => {
    const s = await signInAs(t.app, "student");
    const next = (await refresh(s.refreshToken)).json();
    const late = new Date(Date.now() + 6_000);
    expect(REFRESH_REUSE_GRACE_MS).toBeLessThan(6_000);
    await expect(
      refreshSession(t.app.db, t.app.accessKey, s.refreshToken, SAME_CLIENT, late),
    ).rejects.toMatchObject({ code: "invalid_refresh_token" });
    expect((await profile(next.token)).statusCode).toBe(401);
  });

  it("refuses a twin within the grace window once the session has ended", async () => {
    const s = await signInAs(t.app, "student");
    const next = (await refresh(s.refreshToken)).json();
    await inject(t.app, {
      method: "POST",
      url: "/auth/logout",
      headers: { authorization: `Bearer ${next.token}` },
    });
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
  });

  it("gives a twin a sibling token when the winner's successor cannot be reproduced", async () => {
    const s = await signInAs(t.app, "student");
    // Rotated without the successor this secret would derive (another APP_SECRET, an older release).
    await t.app.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(), rotatedBy: SAME_CLIENT })
      .where(eq(refreshTokens.tokenHash, hashToken(s.refreshToken)));
    const twin = await refresh(s.refreshToken);
    expect(twin.statusCode).toBe(200);
    expect((await profile(twin.json().token)).statusCode).toBe(200);
    expect((await refresh(twin.json().refreshToken)).statusCode).toBe(200);
  });

  it("refuses unknown and malformed refresh tokens", async () => {
    expect((await refresh("not-a-token")).statusCode).toBe(401);
    expect(
      (await inject(t.app, { method: "POST", url: "/auth/refresh", payload: {} })).statusCode,
    ).toBe(400);
  });

  it("keeps other sessions of the same user alive", async () => {
    const first = await signInAs(t.app, "developer");
    const login = await inject(t.app, {
      method: "POST",
      url: "/auth/login",
      payload: { email: first.user.email, password: "S3cretpass" },
    });
    const second = login.json();
    await refresh(first.refreshToken);
    await expect(
      refreshSession(
        t.app.db,
        t.app.accessKey,
        first.refreshToken,
        SAME_CLIENT,
        afterGraceWindow(),
      ),
    ).rejects.toMatchObject({ code: "invalid_refresh_token" });
    expect((await profile(first.accessToken)).statusCode).toBe(401);
    expect((await profile(second.accessToken)).statusCode).toBe(200);
  });
});

describe("POST /auth/logout", () => {
  it("revokes the session: its access and refresh tokens stop working", async () => {
    const s = await signInAs(t.app, "admin");
    const res = await inject(t.app, { method: "POST", url: "/auth/logout", headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect((await profile(s.accessToken)).statusCode).toBe(401);
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
  });

  it("needs a bearer token", async () => {
    expect((await inject(t.app, { method: "POST", url: "/auth/logout" })).statusCode).toBe(401);
  });
});

describe("access tokens", () => {
  it("refuses missing, garbage and foreign-signed tokens with 401", async () => {
    const s = await signInAs(t.app, "student");
    expect((await inject(t.app, { method: "GET", url: "/api/users/profile" })).json()).toEqual({
      error: ERROR_TEXTS.auth_required,
      code: "auth_required",
    });
    expect((await profile("garbage")).statusCode).toBe(401);
    const forged = await new SignJWT({ sid: "00000000-0000-0000-0000-000000000000", role: "admin" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(s.user.id)
      .setIssuer("trophy-rewards")
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode("some-other-secret-some-other-secret"));
    expect((await profile(forged)).statusCode).toBe(401);
  });
});

describe("/api/users/profile", () => {
  it("updates the name and returns the user", async () => {
    const s = await signInAs(t.app, { userType: "student", name: "Old Name" });
    const res = await inject(t.app, {
      method: "PUT",
      url: "/api/users/profile",
      headers: s.headers,
      payload: { name: "  New Name " },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: s.user.id, name: "New Name", email: s.user.email });
    expect((await profile(s.accessToken)).json().user.name).toBe("New Name");
  });

  it("rejects an empty name and ignores fields it does not own", async () => {
    const s = await signInAs(t.app, "parent_guide");
    const empty = await inject(t.app, {
      method: "PUT",
      url: "/api/users/profile",
      headers: s.headers,
      payload: { name: "" },
    });
    expect(empty.statusCode).toBe(400);
    const sneaky = await inject(t.app, {
      method: "PUT",
      url: "/api/users/profile",
      headers: s.headers,
      payload: { name: "Fine", email: "other@example.com", user_type: "admin" },
    });
    expect(sneaky.json().user).toMatchObject({ email: s.user.email, user_type: "parent_guide" });
  });

  it("needs authentication", async () => {
    expect(
      (await inject(t.app, { method: "PUT", url: "/api/users/profile", payload: { name: "X" } }))
        .statusCode,
    ).toBe(401);
  });
});
