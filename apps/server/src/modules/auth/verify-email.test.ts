import type { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from "@trophy/shared/constants";
import { SHARED_TEXTS } from "@trophy/shared/shared-texts";
import type { Db } from "../../db/client";
import * as schema from "../../db/schema";
import { emailVerificationTokens } from "../../db/schema";
import type { MailQueue } from "../../mail/queue";
import { resendVerification } from "./verification.service";
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
  ADULT_BIRTH,
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
const login = (email: string, password = PASSWORD, ip = "127.0.0.1") =>
  inject(t.app, {
    method: "POST",
    url: "/auth/login",
    payload: { email, password },
    remoteAddress: ip,
  });

const confirm = (token: string, payload: object, ip = "127.0.0.1") =>
  inject(t.app, {
    method: "POST",
    url: `/auth/verify-email/${token}`,
    payload,
    remoteAddress: ip,
  });

async function registerParent(password: string): Promise<string> {
  const email = uniqueEmail("parent");
  const res = await inject(t.app, {
    method: "POST",
    url: "/auth/register",
    payload: { userType: "parent_guide", email, name: "Pat", password },
  });
  expect(res.statusCode).toBe(201);
  return email;
}

async function registerStudent(): Promise<{ email: string; token: string }> {
  const email = uniqueEmail("student");
  await inject(t.app, {
    method: "POST",
    url: "/auth/register",
    payload: { userType: "student", email, name: "Sky", ...ADULT_BIRTH },
  });
  return { email, token: await verificationToken(t.dataDir, email) };
}

describe("e-mail verification", () => {
  it("asks a student for a password, sets it once, then lets them sign in", async () => {
    const { email, token } = await registerStudent();
    expect((await login(email)).json().error).toBe(ERROR_TEXTS.verify_email);

    const first = await check(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      userType: "student",
      requiresPassword: true,
      existingPassword: false,
      email,
    });
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

  it("verifies a parent/guide by the person's POST only, once, with the password chosen at sign-up", async () => {
    const email = await registerParent(PASSWORD);
    const token = await verificationToken(t.dataDir, email);
    expect((await login(email)).statusCode).toBe(403);
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
      requiresPassword: true,
      existingPassword: true,
      email,
    });
    expect((await login(email)).statusCode).toBe(403);

    const confirmed = await confirm(token, { password: PASSWORD });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: NOTICES.emailVerified });
    expect((await confirm(token, { password: PASSWORD })).statusCode).toBe(400);
    expect((await check(token)).statusCode).toBe(400);
    expect((await login(email)).statusCode).toBe(200);
  });

  it("no longer verifies a parent/guide whose page posts by itself: the owner's click cannot verify a stranger's registration", async () => {
    // A stranger registered the owner's address with a password of the stranger's own.
    const attackerPassword = "Attack3rPass";
    const email = await registerParent(attackerPassword);
    const token = await verificationToken(t.dataDir, email);
    // The owner opens the link: the old page posted `{}` (or nothing) by itself.
    for (const body of [{}, undefined]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/auth/verify-email/${token}`,
        ...(body ? { payload: body } : {}),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: ERROR_TEXTS.password_required,
        code: "password_required",
      });
    }
    // Nor does the owner's own password do it; the link stays for another try.
    const wrong = await confirm(token, { password: PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: ERROR_TEXTS.wrong_password, code: "wrong_password" });
    expect((await check(token)).statusCode).toBe(200);
    expect((await login(email, attackerPassword)).json().code).toBe("verify_email");

    // The owner resets the password instead, which verifies the account: the stranger's is gone.
    await inject(t.app, { method: "POST", url: "/auth/forgot-password", payload: { email } });
    const mails = await waitForMail(t.dataDir, email, 2);
    const resetLink = mails.at(-1)?.links.find((l) => l.includes("/auth/reset-password/")) ?? "";
    const reset = await inject(t.app, {
      method: "POST",
      url: new URL(resetLink).pathname,
      payload: { password: "0wnersNewPass" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, attackerPassword)).statusCode).toBe(401);
    expect((await login(email, "0wnersNewPass")).statusCode).toBe(200);
  });

  it("counts wrong passwords as failed sign-ins: past the limit 429, and the link is still unused", async () => {
    const email = await registerParent(PASSWORD);
    const token = await verificationToken(t.dataDir, email);
    const ip = "10.40.0.1";
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await confirm(token, { password: `Guess${i}word` }, ip)).statusCode).toBe(400);
    }
    const refused = await confirm(token, { password: PASSWORD }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("too_many_attempts");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // The guesses also count at the login form from that address...
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(429);
    // ...while the owner, from another address, verifies with the same link.
    expect((await confirm(token, { password: PASSWORD }, "10.40.0.2")).statusCode).toBe(200);
    expect((await login(email, PASSWORD, "10.40.0.2")).statusCode).toBe(200);
  });

  it("lets one of parallel confirmations with the right password win, and counts each guess", async () => {
    const email = await registerParent(PASSWORD);
    const token = await verificationToken(t.dataDir, email);
    const results = await Promise.all([
      ...Array.from({ length: 3 }, () => confirm(token, { password: PASSWORD }, "10.41.0.1")),
      ...Array.from({ length: 3 }, () => confirm(token, { password: "Wr0ngPass" }, "10.41.0.2")),
    ]);
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(5);
    expect((await login(email, PASSWORD, "10.41.0.3")).statusCode).toBe(200);
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
      existingPassword: false,
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

  it("does the same work for an unknown address as for an account waiting for its link", async () => {
    // The app's own database, through a Drizzle that writes down each statement it sends.
    let statements: string[] = [];
    const logger = { logQuery: (query: string) => statements.push(query) };
    const client = (t.app.db as unknown as { $client: unknown }).$client;
    const db =
      t.database.kind === "pglite"
        ? (drizzlePglite(client as PGlite, { schema, logger }) as unknown as Db)
        : (drizzlePg(client as Pool, { schema, logger }) as unknown as Db);
    let queued: boolean[] = [];
    const queue: MailQueue = {
      ...t.app.mailQueue,
      enqueueIf: (tx, message, when) => {
        queued.push(when);
        return t.app.mailQueue.enqueueIf(tx, message, when);
      },
    };
    const work = async (email: string, ip: string) => {
      statements = [];
      queued = [];
      await resendVerification(db, { queue, publicUrl: "http://localhost:3000" }, email, ip);
      return { statements, queued };
    };

    const { email: waiting } = await registerStudent();
    const { email: verified, token } = await registerStudent();
    expect((await setPassword(token, PASSWORD)).statusCode).toBe(200);
    const tokensOf = async (email: string) =>
      (await readOutbox(t.dataDir)).filter((m) => m.to.includes(email)).length;

    const sent = await work(waiting, "10.7.0.1");
    expect(sent.queued).toEqual([true]);
    expect(sent.statements.length).toBeGreaterThan(4);
    for (const [email, ip] of [
      [uniqueEmail("nobody"), "10.7.0.2"],
      [verified, "10.7.0.3"],
    ] as const) {
      expect(await work(email, ip), email).toEqual({
        statements: sent.statements,
        queued: [false],
      });
    }
    // Nothing was written for nobody: no link, no mail.
    await waitForMail(t.dataDir, waiting, 2);
    expect(await tokensOf(verified)).toBe(1);
  });

  it("rejects a missing or malformed e-mail with 400", async () => {
    expect(
      (await inject(t.app, { method: "POST", url: "/auth/resend-verification", payload: {} }))
        .statusCode,
    ).toBe(400);
    expect((await resend("nope")).statusCode).toBe(400);
  });
});
