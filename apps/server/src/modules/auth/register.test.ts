import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARED_TEXTS } from "@trophy/shared/shared-texts";
import {
  PASSWORD,
  createTestApp,
  inject,
  readOutbox,
  uniqueEmail,
  waitForMail,
  type TestApp,
} from "../../../test/helpers";
import { ERROR_TEXTS } from "../../texts/errors";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown) =>
  inject(t.app, { method: "POST", url: "/auth/register", payload: payload as object });

describe("POST /auth/register", () => {
  it("creates a student without a password, normalises the e-mail and mails a verification link", async () => {
    const email = uniqueEmail("student");
    const res = await register({
      userType: "student",
      email: `  ${email.toUpperCase()} `,
      name: "Sam Student",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ email, name: "Sam Student", user_type: "student" });
    expect(Object.keys(body.user).sort()).toEqual([
      "avatar",
      "createdAt",
      "email",
      "id",
      "name",
      "user_type",
    ]);
    const [mail] = await waitForMail(t.dataDir, email);
    expect(mail?.links.some((l) => l.startsWith("http://localhost:3000/auth/verify-email/"))).toBe(
      true,
    );
  });

  it("creates a parent/guide with a password and phone, and mails a link", async () => {
    const email = uniqueEmail("parent");
    const res = await register({
      userType: "parent_guide",
      email,
      name: "Pat",
      password: PASSWORD,
      phone: "555-0100",
    });
    expect(res.statusCode).toBe(201);
    await waitForMail(t.dataDir, email);
  });

  it("creates a pending developer without a verification mail", async () => {
    const email = uniqueEmail("dev");
    const res = await register({
      userType: "developer",
      email,
      password: PASSWORD,
      companyName: "Acme Learning",
    });
    expect(res.statusCode).toBe(201);
    const login = await inject(t.app, {
      method: "POST",
      url: "/auth/login",
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toContain("developer account is pending admin approval");
    expect((await readOutbox(t.dataDir)).some((m) => m.to.includes(email))).toBe(false);
  });

  it("refuses admin self-registration with 403", async () => {
    const res = await register({
      userType: "admin",
      email: uniqueEmail("admin"),
      password: PASSWORD,
      name: "Root",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: ERROR_TEXTS.admin_registration,
      code: "admin_registration",
    });
  });

  it("answers 409 for an e-mail already taken, whatever its case", async () => {
    const email = uniqueEmail("dup");
    expect((await register({ userType: "student", email, name: "One" })).statusCode).toBe(201);
    const again = await register({
      userType: "parent_guide",
      email: email.toUpperCase(),
      name: "Two",
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: ERROR_TEXTS.email_taken, code: "email_taken" });
  });

  it("lets exactly one of several simultaneous sign-ups with one e-mail through", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all(
      Array.from({ length: 5 }, () => register({ userType: "student", email, name: "Racer" })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it.each([
    [
      { userType: "developer", email: "d@example.com", password: "weak" },
      SHARED_TEXTS.invalidPassword,
    ],
    [
      { userType: "parent_guide", email: "p@example.com", name: "P", password: "alllowercase1" },
      SHARED_TEXTS.invalidPassword,
    ],
    [{ userType: "student", email: "s@example.com" }, "Name is required"],
    [{ userType: "student", email: "s@example.com", name: "   " }, "Name is required"],
    [
      { userType: "student", email: "not-an-email", name: "S" },
      "Please enter a valid email address",
    ],
    [{ userType: "student", name: "S" }, "Email is required"],
  ])("rejects %j with 400 and a clear message", async (payload, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code: "validation_failed" });
  });

  it("rejects an unknown account type, a missing body and malformed JSON with 400", async () => {
    const unknown = await register({ userType: "wizard", email: "w@example.com" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/userType/);
    expect(unknown.json().code).toBe("validation_failed");
    const empty = await inject(t.app, { method: "POST", url: "/auth/register" });
    expect(empty.statusCode).toBe(400);
    const broken = await inject(t.app, {
      method: "POST",
      url: "/auth/register",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    expect(typeof broken.json().error).toBe("string");
    expect(broken.json().code).toBe("invalid_json");
  });
});
