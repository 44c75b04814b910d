import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PASSWORD_RESET_PER_ADDRESS_PER_HOUR,
  PASSWORD_RESET_PER_HOUR,
} from "@trophy/shared/constants";
import { SHARED_TEXTS } from "@trophy/shared/shared-texts";
import { mailOutbox, passwordResetTokens, users } from "../../db/schema";
import { hashToken } from "../../lib/tokens";
import {
  PASSWORD,
  createTestApp,
  createUser,
  inject,
  readOutbox,
  reloadUser,
  signInAs,
  uniqueEmail,
  waitForMail,
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

let ipCounter = 0;
/** Each test asks from its own address, so the per-address limit of one does not reach another. */
const nextIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const forgot = (email: string, ip = nextIp()) =>
  inject(t.app, {
    method: "POST",
    url: "/auth/forgot-password",
    payload: { email },
    remoteAddress: ip,
  });
const reset = (token: string, password = NEW_PASSWORD) =>
  inject(t.app, { method: "POST", url: `/auth/reset-password/${token}`, payload: { password } });
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

const RESET_PATH = "/auth/reset-password/";

/** The token of the reset link in the `count`th mail to `to`. */
async function resetToken(to: string, count = 1): Promise<string> {
  const mails = await waitForMail(t.dataDir, to, count);
  const link = mails.at(-1)?.links.find((l) => l.includes(RESET_PATH));
  if (!link) throw new Error("no reset link");
  return link.split(RESET_PATH)[1] ?? "";
}

const mailsTo = async (email: string) =>
  (await readOutbox(t.dataDir)).filter((m) => m.to.includes(email));

/** Mail leaves after the answer; an answer that sends none is followed by a later one that does. */
async function noMailBefore(sentinel: () => Promise<unknown>, to: string, sentinelTo: string) {
  await sentinel();
  await waitForMail(t.dataDir, sentinelTo);
  expect(await mailsTo(to)).toHaveLength(0);
}

describe("POST /auth/forgot-password", () => {
  it("answers alike for an existing, an unknown and a suspended account, and mails only the first", async () => {
    const user = await createUser(t.app, { userType: "parent_guide" });
    const suspended = await createUser(t.app, { userType: "student" });
    await t.app.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    const unknown = uniqueEmail("nobody");

    const answers = await Promise.all([
      forgot(user.email),
      forgot(unknown),
      forgot(suspended.email),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: NOTICES.resetRequested });
    }

    const [mail] = await waitForMail(t.dataDir, user.email);
    expect(mail?.raw).toContain("Subject: Reset your Trophy Rewards password");
    expect(mail?.links.some((l) => l.startsWith(`http://localhost:3000${RESET_PATH}`))).toBe(true);
    await noMailBefore(() => forgot(user.email), suspended.email, user.email);
    expect(await mailsTo(unknown)).toHaveLength(0);
  });

  it("stores only the SHA-256 of the link's token, valid for one hour", async () => {
    const user = await createUser(t.app, { userType: "developer" });
    await forgot(user.email);
    const token = await resetToken(user.email);
    const rows = await t.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(rows[0]?.tokenHash).not.toBe(token);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(Math.round(ttl / 60_000)).toBe(60);
  });

  it("mails at most a few links an hour per account, still answering alike", async () => {
    const user = await createUser(t.app, { userType: "student" });
    for (let i = 0; i < PASSWORD_RESET_PER_HOUR + 2; i++) {
      const res = await forgot(user.email);
      expect(res.statusCode).toBe(200);
    }
    await waitForMail(t.dataDir, user.email, PASSWORD_RESET_PER_HOUR);
    // A mail to someone else, asked for afterwards, arrives: the extra ones were never sent.
    const other = await createUser(t.app, { userType: "student" });
    await forgot(other.email);
    await waitForMail(t.dataDir, other.email);
    expect(await mailsTo(user.email)).toHaveLength(PASSWORD_RESET_PER_HOUR);
  });

  it("refuses an address that asks too often, whichever accounts it names", async () => {
    const ip = "10.99.0.1";
    for (let i = 0; i < PASSWORD_RESET_PER_ADDRESS_PER_HOUR; i++) {
      expect((await forgot(uniqueEmail("spray"), ip)).statusCode).toBe(200);
    }
    const refused = await forgot(uniqueEmail("spray"), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: ERROR_TEXTS.too_many_reset_requests,
      code: "too_many_reset_requests",
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("queues the link in the outbox for an account, and writes no row at all for an unknown address", async () => {
    const rowCounts = async () => ({
      tokens: await t.app.db.$count(passwordResetTokens),
      mails: await t.app.db.$count(mailOutbox),
    });
    const before = await rowCounts();
    expect((await forgot(uniqueEmail("nobody"))).statusCode).toBe(200);
    expect(await rowCounts()).toEqual(before);
    const user = await createUser(t.app, { userType: "parent_guide" });
    expect((await forgot(user.email)).statusCode).toBe(200);
    expect(await rowCounts()).toEqual({ tokens: before.tokens + 1, mails: before.mails + 1 });
  });

  it("validates the e-mail", async () => {
    const res = await inject(t.app, {
      method: "POST",
      url: "/auth/forgot-password",
      payload: { email: "not-an-email" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("validation_failed");
  });
});

describe("POST /auth/reset-password/:token", () => {
  it("sets the password and ends every session: old access and refresh tokens are refused", async () => {
    const first = await signInAs(t.app, "parent_guide");
    const second = await login(first.user.email, PASSWORD);
    const secondBody = second.json<{ accessToken: string; refreshToken: string }>();
    await forgot(first.user.email);
    const token = await resetToken(first.user.email);

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NOTICES.passwordReset });

    expect((await profile(first.accessToken)).statusCode).toBe(401);
    expect((await profile(secondBody.accessToken)).statusCode).toBe(401);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(secondBody.refreshToken)).statusCode).toBe(401);
    expect((await login(first.user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(first.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("works once: a used link is refused with its code", async () => {
    const user = await createUser(t.app, { userType: "developer" });
    await forgot(user.email);
    const token = await resetToken(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, "An0therpass");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: ERROR_TEXTS.invalid_reset_token,
      code: "invalid_reset_token",
    });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses an expired link and an unknown one", async () => {
    const user = await createUser(t.app, { userType: "student" });
    await forgot(user.email);
    const token = await resetToken(user.email);
    await t.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect((await reset(token)).json().code).toBe("invalid_reset_token");
    expect((await reset("no-such-token")).statusCode).toBe(400);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it("retires earlier links when a new one is mailed", async () => {
    const user = await createUser(t.app, { userType: "parent_guide" });
    await forgot(user.email);
    const older = await resetToken(user.email);
    await forgot(user.email);
    const newer = await resetToken(user.email, 2);
    expect((await reset(older)).json().code).toBe("invalid_reset_token");
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it("changes only the account the link was mailed for", async () => {
    const owner = await createUser(t.app, { userType: "student" });
    const other = await signInAs(t.app, "student");
    await forgot(owner.email);
    expect((await reset(await resetToken(owner.email))).statusCode).toBe(200);
    expect((await login(other.user.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(other.user.email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await profile(other.accessToken)).statusCode).toBe(200);
  });

  it("refuses a weak password with registration's rule and keeps the link usable", async () => {
    const user = await createUser(t.app, { userType: "parent_guide" });
    await forgot(user.email);
    const token = await resetToken(user.email);
    const weak = await reset(token, "alllowercase1");
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ error: SHARED_TEXTS.invalidPassword, code: "validation_failed" });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it("lets exactly one of two parallel resets with one link succeed", async () => {
    const user = await createUser(t.app, { userType: "developer" });
    await forgot(user.email);
    const token = await resetToken(user.email);
    const [first, second] = await Promise.all([
      reset(token, "F1rstpassword"),
      reset(token, "S3condpassword"),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const winner = first.statusCode === 200 ? "F1rstpassword" : "S3condpassword";
    expect((await login(user.email, winner)).statusCode).toBe(200);
  });

  it("verifies an account still waiting for its verification link", async () => {
    const user = await createUser(t.app, { userType: "parent_guide", verified: false });
    await forgot(user.email);
    expect((await reset(await resetToken(user.email))).statusCode).toBe(200);
    expect((await reloadUser(t.app, user.id)).emailVerifiedAt).not.toBeNull();
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
