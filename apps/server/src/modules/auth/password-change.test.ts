import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from "@trophy/shared/constants";
import { SHARED_TEXTS } from "@trophy/shared/shared-texts";
import {
  PASSWORD,
  createTestApp,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { ERROR_TEXTS } from "../../texts/errors";
import { NOTICES } from "../../texts/notices";

const NEW_PASSWORD = "N3wSecretpass";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  inject(t.app, { method: "POST", url: "/auth/login", payload: { email, password } });
const profile = (accessToken: string) =>
  inject(t.app, {
    method: "GET",
    url: "/api/users/profile",
    headers: { authorization: `Bearer ${accessToken}` },
  });
const refresh = (refreshToken: string) =>
  inject(t.app, { method: "POST", url: "/auth/refresh", payload: { refreshToken } });
const changePassword = (
  headers: Record<string, string>,
  payload: Record<string, unknown>,
  remoteAddress = "10.30.0.1",
) => inject(t.app, { method: "PUT", url: "/api/users/password", headers, payload, remoteAddress });

/** A second session of the same user, as from another device. */
async function secondSession(s: SignedIn) {
  const res = await login(s.user.email, PASSWORD);
  return res.json<{ accessToken: string; refreshToken: string }>();
}

describe("PUT /api/users/password", () => {
  it.each(["student", "parent_guide", "developer", "admin"] as const)(
    "changes a %s's password and ends the other sessions; this one stays",
    async (role) => {
      const s = await signInAs(t.app, role);
      const other = await secondSession(s);
      const res = await changePassword(s.headers, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: NOTICES.passwordChanged });

      expect((await profile(s.accessToken)).statusCode).toBe(200);
      expect((await refresh(s.refreshToken)).statusCode).toBe(200);
      expect((await profile(other.accessToken)).statusCode).toBe(401);
      expect((await refresh(other.refreshToken)).statusCode).toBe(401);
      expect((await login(s.user.email, PASSWORD)).statusCode).toBe(401);
      expect((await login(s.user.email, NEW_PASSWORD)).statusCode).toBe(200);
    },
  );

  it("refuses a wrong current password with its code and changes nothing", async () => {
    const s = await signInAs(t.app, "parent_guide");
    const other = await secondSession(s);
    const res = await changePassword(s.headers, {
      currentPassword: "Wr0ngpassword",
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: ERROR_TEXTS.wrong_current_password,
      code: "wrong_current_password",
    });
    expect((await profile(other.accessToken)).statusCode).toBe(200);
    expect((await login(s.user.email, PASSWORD)).statusCode).toBe(200);
  });

  it("counts wrong current passwords with the sign-in throttle: past the limit, 429 whatever the password", async () => {
    const s = await signInAs(t.app, "student");
    const ip = "10.30.9.9";
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      const res = await changePassword(
        s.headers,
        { currentPassword: `Wr0ng${i}pass`, newPassword: NEW_PASSWORD },
        ip,
      );
      expect(res.statusCode).toBe(400);
    }
    const locked = await changePassword(
      s.headers,
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      ip,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("too_many_attempts");
    expect((await login(s.user.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it("refuses a weak new password with registration's rule", async () => {
    const s = await signInAs(t.app, "developer");
    const res = await changePassword(s.headers, {
      currentPassword: PASSWORD,
      newPassword: "short",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: SHARED_TEXTS.invalidPassword, code: "validation_failed" });
    expect((await login(s.user.email, PASSWORD)).statusCode).toBe(200);
  });

  it("needs a signed-in user", async () => {
    const res = await changePassword({}, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("auth_required");
  });
});

describe("POST /auth/logout-all", () => {
  it("ends every session of the caller, this one included, and no one else's", async () => {
    const s = await signInAs(t.app, "admin");
    const other = await secondSession(s);
    const stranger = await signInAs(t.app, "admin");
    const res = await inject(t.app, {
      method: "POST",
      url: "/auth/logout-all",
      headers: s.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NOTICES.loggedOutEverywhere });

    expect((await profile(s.accessToken)).statusCode).toBe(401);
    expect((await profile(other.accessToken)).statusCode).toBe(401);
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await profile(stranger.accessToken)).statusCode).toBe(200);
    // The password still works: signing in again starts a new session.
    expect((await login(s.user.email, PASSWORD)).statusCode).toBe(200);
  });

  it("needs a signed-in user", async () => {
    const res = await inject(t.app, { method: "POST", url: "/auth/logout-all" });
    expect(res.statusCode).toBe(401);
  });
});
