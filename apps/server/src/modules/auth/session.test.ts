import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, inject, signInAs, type TestApp } from "../../../test/helpers";
import { ERROR_TEXTS } from "../../texts/errors";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: string) =>
  inject(t.app, { method: "POST", url: "/auth/refresh", payload: { refreshToken } });
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

  it("revokes the whole family when a rotated token is presented again", async () => {
    const s = await signInAs(t.app, "parent_guide");
    const next = (await refresh(s.refreshToken)).json();
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
    await refresh(first.refreshToken);
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
