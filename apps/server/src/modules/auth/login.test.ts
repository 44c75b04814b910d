import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import {
  PASSWORD,
  createTestApp,
  createUser,
  inject,
  uniqueEmail,
  type TestApp,
} from "../../../test/helpers";
import { eq } from "drizzle-orm";
import { ERROR_TEXTS } from "../../texts/errors";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password = PASSWORD, ip = "10.0.0.1") =>
  t.app.inject({
    method: "POST",
    url: "/auth/login",
    payload: { email, password },
    remoteAddress: ip,
  });

describe("POST /auth/login", () => {
  it("returns the user and both tokens, and the access token works", async () => {
    const user = await createUser(t.app, { userType: "parent_guide", name: "Pat Guide" });
    const res = await login(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      id: user.id,
      email: user.email,
      name: "Pat Guide",
      user_type: "parent_guide",
      createdAt: user.createdAt.toISOString(),
      avatar: null,
      language: "en",
    });
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.refreshToken).toEqual(expect.any(String));
    const me = await inject(t.app, {
      method: "GET",
      url: "/api/users/profile",
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.json().user.id).toBe(user.id);
  });

  it("answers a wrong password and an unknown e-mail with the same 401", async () => {
    const user = await createUser(t.app, { userType: "student" });
    const wrong = await login(user.email, "Wrong1Password", "10.0.1.1");
    const unknown = await login(uniqueEmail("ghost"), PASSWORD, "10.0.1.1");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: ERROR_TEXTS.invalid_credentials,
      code: "invalid_credentials",
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("tells unverified students and parents to verify their e-mail", async () => {
    const student = await createUser(t.app, {
      userType: "student",
      verified: false,
      password: null,
    });
    const res = await login(student.email, "anything");
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toContain("verify your email");
    const parent = await createUser(t.app, { userType: "parent_guide", verified: false });
    expect((await login(parent.email)).json().error).toContain("verify your email");
    expect((await login(parent.email, "Wrong1Password")).statusCode).toBe(401);
  });

  it("refuses pending and rejected developers with their own texts", async () => {
    const pending = await createUser(t.app, { userType: "developer", developerStatus: "pending" });
    const rejected = await createUser(t.app, {
      userType: "developer",
      developerStatus: "rejected",
    });
    const approved = await createUser(t.app, {
      userType: "developer",
      developerStatus: "validated",
    });
    expect((await login(pending.email)).json()).toEqual({
      error: ERROR_TEXTS.developer_pending,
      code: "developer_pending",
    });
    expect((await login(rejected.email)).json().error).toContain("rejected");
    expect((await login(approved.email)).statusCode).toBe(200);
  });

  it("refuses a suspended user at sign-in and on every call with an existing token", async () => {
    const user = await createUser(t.app, { userType: "student" });
    const token = (await login(user.email)).json().accessToken as string;
    await t.app.db
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: "test" })
      .where(eq(users.id, user.id));
    const res = await login(user.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toContain("suspended");
    const call = await inject(t.app, {
      method: "GET",
      url: "/api/users/profile",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(call.statusCode).toBe(403);
    expect(call.json().error).toContain("suspended");
    // A suspension that has ended no longer blocks.
    await t.app.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it("rejects a malformed body with 400", async () => {
    const res = await inject(t.app, {
      method: "POST",
      url: "/auth/login",
      payload: { email: "x@y.co" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Password is required", code: "validation_failed" });
  });
});
