import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_EXISTS_MAILS_PER_HOUR } from "@trophy/shared/constants";
import { SHARED_TEXTS } from "@trophy/shared/shared-texts";
import {
  PASSWORD,
  createTestApp,
  createUser,
  inject,
  readOutbox,
  uniqueEmail,
  waitForMail,
  type TestApp,
  ADULT_BIRTH,
} from "../../../test/helpers";
import { users } from "../../db/schema";
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
      ...ADULT_BIRTH,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ email, name: "Sam Student", user_type: "student" });
    expect(Object.keys(body.user).sort()).toEqual([
      "avatar",
      "createdAt",
      "email",
      "id",
      "language",
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

  it("answers a taken address as a new one (it answered 409 email_taken), and mails its owner instead", async () => {
    const owner = await createUser(t.app, { userType: "parent_guide", name: "Olive Owner" });
    const fresh = uniqueEmail("fresh");
    const asNew = await register({
      userType: "parent_guide",
      email: fresh,
      name: "Two",
      password: PASSWORD,
    });
    const asTaken = await register({
      userType: "parent_guide",
      email: owner.email.toUpperCase(),
      name: "Two",
      password: "An0therPass",
    });
    expect(asTaken.statusCode).toBe(asNew.statusCode);
    expect(asTaken.statusCode).toBe(201);
    const shape = (body: { message: string; user: Record<string, unknown> }) => ({
      message: body.message,
      keys: Object.keys(body.user).sort(),
      user: { ...body.user, id: "<id>", email: "<email>", createdAt: "<date>" },
    });
    expect(shape(asTaken.json())).toEqual(shape(asNew.json()));
    expect(asTaken.json().user.email).toBe(owner.email);
    expect(asTaken.json().user.id).not.toBe(owner.id);

    // The owner learns it by mail, with a way to sign in and one to reset the password.
    const [mail] = await waitForMail(t.dataDir, owner.email);
    expect(mail?.raw).toContain("Subject: You already have a Trophy Rewards account");
    expect(mail?.links).toEqual(
      expect.arrayContaining([
        "http://localhost:3000/auth/login",
        "http://localhost:3000/auth/forgot-password",
      ]),
    );
    // Nothing changed on the account: same password, same name, no second account.
    const [row] = await t.app.db.select().from(users).where(eq(users.email, owner.email));
    expect(row).toEqual(owner);
    expect(await t.app.db.$count(users, eq(users.email, owner.email))).toBe(1);
    expect(
      (
        await inject(t.app, {
          method: "POST",
          url: "/auth/login",
          payload: { email: owner.email, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("mails the owner of a taken address at most a few times an hour", async () => {
    const owner = await createUser(t.app, { userType: "student" });
    for (let i = 0; i < ACCOUNT_EXISTS_MAILS_PER_HOUR + 2; i++) {
      const res = await register({
        userType: "student",
        email: owner.email,
        name: "Again",
        ...ADULT_BIRTH,
      });
      expect(res.statusCode).toBe(201);
    }
    await waitForMail(t.dataDir, owner.email, ACCOUNT_EXISTS_MAILS_PER_HOUR);
    const other = await createUser(t.app, { userType: "student" });
    await register({ userType: "student", email: other.email, name: "Again", ...ADULT_BIRTH });
    await waitForMail(t.dataDir, other.email);
    expect((await readOutbox(t.dataDir)).filter((m) => m.to.includes(owner.email))).toHaveLength(
      ACCOUNT_EXISTS_MAILS_PER_HOUR,
    );
  });

  it("makes exactly one account of several simultaneous sign-ups with one e-mail, answering each alike", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        register({ userType: "student", email, name: "Racer", ...ADULT_BIRTH }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await t.app.db.$count(users, eq(users.email, email))).toBe(1);
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
