import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARED_TEXTS } from "@trophy/shared/shared-texts";
import { emailVerificationTokens } from "../../db/schema";
import { hashToken } from "../../lib/tokens";
import {
  PASSWORD,
  createTestApp,
  inject,
  readOutbox,
  uniqueEmail,
  verificationToken,
  waitForMail,
  type TestApp,
} from "../../../test/helpers";
import { ERROR_TEXTS } from "../../texts/errors";
import { NOTICES } from "../../texts/notices";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = (token: string) =>
  inject(t.app, { method: "GET", url: `/auth/verify-email/${token}` });
const setPassword = (token: string, password: string) =>
  inject(t.app, { method: "POST", url: `/auth/verify-email/${token}`, payload: { password } });
const login = (email: string, password = PASSWORD) =>
  inject(t.app, { method: "POST", url: "/auth/login", payload: { email, password } });

async function registerStudent(): Promise<{ email: string; token: string }> {
  const email = uniqueEmail("student");
  await inject(t.app, {
    method: "POST",
    url: "/auth/register",
    payload: { userType: "student", email, name: "Sky" },
  });
  return { email, token: await verificationToken(t.dataDir, email) };
}

describe("e-mail verification", () => {
  it("asks a student for a password, sets it once, then lets them sign in", async () => {
    const { email, token } = await registerStudent();
    expect((await login(email)).json().error).toBe(ERROR_TEXTS.verify_email);

    const first = await check(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ userType: "student", requiresPassword: true, email });
    // Opening the link again before the password is set still works.
    expect((await check(token)).statusCode).toBe(200);

    const weak = await setPassword(token, "short");
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      error: SHARED_TEXTS.invalidPassword,
      code: "invalid_password",
    });

    const ok = await setPassword(token, PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().success).toBe(true);

    const reused = await setPassword(token, "An0therPass");
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toContain("Invalid or expired");
    expect((await check(token)).json().error).toContain("Invalid or expired");

    const signedIn = await login(email);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(email);
  });

  it("verifies a parent/guide by the person's POST only, once, with no password", async () => {
    const email = uniqueEmail("parent");
    await inject(t.app, {
      method: "POST",
      url: "/auth/register",
      payload: { userType: "parent_guide", email, name: "Pat", password: PASSWORD },
    });
    const token = await verificationToken(t.dataDir, email);
    expect((await login(email)).statusCode).toBe(403);
    expect((await setPassword(token, PASSWORD)).json()).toEqual({
      error: ERROR_TEXTS.password_not_needed,
      code: "password_not_needed",
    });
    // A mail scanner fetching the link, with any Accept, verifies nothing.
    for (const accept of ["application/json", "text/html", "*/*"]) {
      const scanned = await t.app.inject({
        method: "GET",
        url: `/auth/verify-email/${token}`,
        headers: { accept },
      });
      expect(scanned.statusCode).toBe(200);
    }
    expect((await check(token)).json()).toEqual({
      userType: "parent_guide",
      requiresPassword: false,
      email,
    });
    expect((await login(email)).statusCode).toBe(403);

    const confirm = () =>
      inject(t.app, { method: "POST", url: `/auth/verify-email/${token}`, payload: {} });
    const confirmed = await confirm();
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: NOTICES.emailVerified });
    expect((await confirm()).statusCode).toBe(400);
    expect((await check(token)).statusCode).toBe(400);
    expect((await login(email)).statusCode).toBe(200);
  });

  it("also takes the confirmation with no body at all", async () => {
    const email = uniqueEmail("parent");
    await inject(t.app, {
      method: "POST",
      url: "/auth/register",
      payload: { userType: "parent_guide", email, name: "Pat", password: PASSWORD },
    });
    const token = await verificationToken(t.dataDir, email);
    const res = await t.app.inject({ method: "POST", url: `/auth/verify-email/${token}` });
    expect(res.statusCode).toBe(200);
    expect((await login(email)).statusCode).toBe(200);
  });

  it("refuses a student's confirmation without a strong password, and changes nothing", async () => {
    const { email, token } = await registerStudent();
    const weak = await inject(t.app, {
      method: "POST",
      url: `/auth/verify-email/${token}`,
      payload: {},
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      error: SHARED_TEXTS.invalidPassword,
      code: "invalid_password",
    });
    expect((await check(token)).json()).toEqual({
      userType: "student",
      requiresPassword: true,
      email,
    });
    expect((await login(email)).statusCode).toBe(403);
  });

  it("refuses unknown and expired tokens with 400 Invalid or expired", async () => {
    expect((await check("nonsense")).json()).toEqual({
      error: ERROR_TEXTS.invalid_verification_token,
      code: "invalid_verification_token",
    });
    const { token } = await registerStudent();
    await t.app.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.tokenHash, hashToken(token)));
    const expired = await check(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toContain("Invalid or expired");
  });

  it("lets exactly one of two racing password posts win", async () => {
    const { token } = await registerStudent();
    const results = await Promise.all([
      setPassword(token, PASSWORD),
      setPassword(token, "Other1Pass"),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe("POST /auth/resend-verification", () => {
  const resend = (email: string) =>
    inject(t.app, { method: "POST", url: "/auth/resend-verification", payload: { email } });

  it("answers alike for unknown and waiting accounts, and replaces the link", async () => {
    const { email, token: oldToken } = await registerStudent();
    const unknown = await resend(uniqueEmail("nobody"));
    const known = await resend(email.toUpperCase());
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const newToken = await verificationToken(t.dataDir, email, 2);
    expect(newToken).not.toBe(oldToken);
    expect((await check(oldToken)).statusCode).toBe(400);
    expect((await check(newToken)).json().requiresPassword).toBe(true);
  });

  it("sends nothing for verified accounts and caps links per hour", async () => {
    const { email } = await registerStudent();
    for (let i = 0; i < 8; i++) expect((await resend(email)).statusCode).toBe(200);
    // The registration mail and five more links; the last three requests send nothing.
    await waitForMail(t.dataDir, email, 6);
    await new Promise((r) => setTimeout(r, 300));
    expect((await readOutbox(t.dataDir)).filter((m) => m.to.includes(email))).toHaveLength(6);
  });

  it("rejects a missing or malformed e-mail with 400", async () => {
    expect(
      (await inject(t.app, { method: "POST", url: "/auth/resend-verification", payload: {} }))
        .statusCode,
    ).toBe(400);
    expect((await resend("nope")).statusCode).toBe(400);
  });
});
