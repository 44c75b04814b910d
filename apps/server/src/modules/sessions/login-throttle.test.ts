import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PASSWORD,
  createTestApp,
  createUser,
  signInAs,
  uniqueEmail,
  type TestApp,
  ADULT_BIRTH,
} from "../../../test/helpers";
import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_THROTTLE_WINDOW_SECONDS,
} from "@trophy/shared/constants";
import type { ThrottledAccounts } from "@trophy/shared/schemas/admin";
import { rateLimitCounters } from "../../db/schema";
import { ERROR_TEXTS } from "../../texts/errors";
import { currentWindow } from "../rate-limit/rate-limit.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG = "Wrong1Password";
const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/auth/login",
    payload: { email, password },
    remoteAddress: ip,
  });

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => {
    acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
    return acc;
  }, {});

describe("sign-in throttle", () => {
  it("holds under a burst: 150 parallel attempts give 5 × 401 and 145 × 429, the right password included", async () => {
    const user = await createUser(t.app, { userType: "parent_guide" });
    const burst = await Promise.all([
      ...Array.from({ length: 149 }, () => login(user.email, WRONG, "10.9.0.1")),
      login(user.email, PASSWORD, "10.9.0.1"),
    ]);
    const counts = statuses(burst);
    expect(counts[200] ?? 0).toBeLessThanOrEqual(1);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBe(5);
    expect(counts[429]).toBe(145);
    const afterwards = await login(user.email, PASSWORD, "10.9.0.1");
    expect(afterwards.statusCode).toBe(429);
    expect(Number(afterwards.headers["retry-after"])).toBeGreaterThan(0);
    expect(afterwards.json()).toEqual({
      error: ERROR_TEXTS.too_many_attempts,
      code: "too_many_attempts",
    });
  });

  it("does not lock the owner out from another address after an attacker's 5 failures", async () => {
    const user = await createUser(t.app, { userType: "student" });
    for (let i = 0; i < 5; i++) {
      expect((await login(user.email, WRONG, "10.8.0.1")).statusCode).toBe(401);
    }
    expect((await login(user.email, PASSWORD, "10.8.0.1")).statusCode).toBe(429);
    expect((await login(user.email, PASSWORD, "10.8.0.2")).statusCode).toBe(200);
  });

  it("slows an account after 20 failures from all addresses, never locks it", async () => {
    const user = await createUser(t.app, { userType: "student" });
    // Two past the mark, so that the owner's sign-in below (which takes one back) leaves it passed.
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT + 2; i++) {
      expect((await login(user.email, WRONG, `10.7.${i}.1`)).statusCode).toBe(401);
    }
    // The owner, from an address that has not failed, signs in.
    expect((await login(user.email, PASSWORD, "10.7.99.1")).statusCode).toBe(200);
    // Slowed: an address gets two attempts, so one that failed once still has its second...
    expect((await login(user.email, PASSWORD, "10.7.0.1")).statusCode).toBe(200);
    // ...and one that failed twice waits for the next window, whatever the password.
    expect((await login(user.email, WRONG, "10.7.1.1")).statusCode).toBe(401);
    const refused = await login(user.email, PASSWORD, "10.7.1.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("too_many_attempts");
    // A new address gets two guesses, not five.
    expect((await login(user.email, WRONG, "10.7.50.1")).statusCode).toBe(401);
    expect((await login(user.email, WRONG, "10.7.50.1")).statusCode).toBe(401);
    expect((await login(user.email, WRONG, "10.7.50.1")).statusCode).toBe(429);
  });

  it("keeps the admin signing in from elsewhere after 21 wrong passwords from one address (it locked every address)", async () => {
    const admin = await createUser(t.app, { userType: "admin" });
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await login(admin.email, WRONG, "10.7.200.1"));
    expect(statuses(answers)).toEqual({ 401: 5, 429: 16 });
    expect((await login(admin.email, PASSWORD, "10.7.200.2")).statusCode).toBe(200);
  });

  it("lets the right password from another address through a parallel burst of wrong ones", async () => {
    const admin = await createUser(t.app, { userType: "admin" });
    const attack = Array.from({ length: 120 }, (_, i) =>
      login(admin.email, WRONG, i % 2 ? "10.7.201.1" : `10.7.202.${i % 40}`),
    );
    const owner = login(admin.email, PASSWORD, "10.7.203.1");
    const [mine, ...theirs] = await Promise.all([owner, ...attack]);
    expect(mine.statusCode).toBe(200);
    expect(theirs.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    // Afterwards too, from yet another address: the account is slowed, not locked.
    expect((await login(admin.email, PASSWORD, "10.7.204.1")).statusCode).toBe(200);
  });

  it("limits a school's shared address per account: 100 failures on other accounts lock nobody out (they did)", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 100 }, () => login(uniqueEmail("spray"), WRONG, "10.6.0.1")),
    );
    expect(statuses(attempts)).toEqual({ 401: 100 });
    const user = await createUser(t.app, { userType: "student" });
    expect((await login(user.email, PASSWORD, "10.6.0.1")).statusCode).toBe(200);
  });

  it("lets another account sign in from an address where one unknown account was tried 1,002 times", async () => {
    const ip = "10.6.2.1";
    const nobody = uniqueEmail("nobody");
    const attempts = [];
    for (let i = 0; i < 1002; i++) attempts.push(await login(nobody, WRONG, ip));
    expect(statuses(attempts)).toEqual({ 401: 5, 429: 997 });
    // Only the attempts whose password was checked count against the address.
    const [address] = await t.app.db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.bucket, `login:address:${ip}`));
    expect(address?.count).toBe(5);
    const user = await createUser(t.app, { userType: "student" });
    expect((await login(user.email, PASSWORD, ip)).statusCode).toBe(200);
    expect((await login(nobody, WRONG, ip)).statusCode).toBe(429);
  });

  it(`refuses an address past ${LOGIN_MAX_FAILURES_PER_ADDRESS} failures over all accounts`, async () => {
    // Reaching the bound by real requests takes a thousand password checks: the count is set.
    const window = currentWindow(LOGIN_THROTTLE_WINDOW_SECONDS);
    await t.app.db.insert(rateLimitCounters).values({
      bucket: "login:address:10.6.1.1",
      windowStart: window.start,
      count: LOGIN_MAX_FAILURES_PER_ADDRESS - 1,
    });
    const user = await createUser(t.app, { userType: "student" });
    expect((await login(uniqueEmail("spray"), WRONG, "10.6.1.1")).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD, "10.6.1.1")).statusCode).toBe(429);
    expect((await login(user.email, PASSWORD, "10.6.1.2")).statusCode).toBe(200);
  });

  it("forgives failures from an address once the right password comes from it", async () => {
    const user = await createUser(t.app, { userType: "student" });
    for (let i = 0; i < 4; i++) await login(user.email, WRONG, "10.5.0.1");
    expect((await login(user.email, PASSWORD, "10.5.0.1")).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await login(user.email, WRONG, "10.5.0.1")).statusCode).toBe(401);
    }
    expect((await login(user.email, PASSWORD, "10.5.0.1")).statusCode).toBe(429);
  });
});

describe("GET /api/admin/throttled-accounts", () => {
  const list = (headers?: Record<string, string>) =>
    t.app.inject({ method: "GET", url: "/api/admin/throttled-accounts", headers });

  it("shows admins the accounts held back now, with the refused addresses", async () => {
    const admin = await signInAs(t.app, "admin");
    const locked = await createUser(t.app, { userType: "parent_guide" });
    const slowed = await createUser(t.app, { userType: "student" });
    const quiet = await createUser(t.app, { userType: "student" });
    for (let i = 0; i < 6; i++) await login(locked.email, WRONG, "10.2.0.1");
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      await login(slowed.email, WRONG, `10.2.1.${i}`);
    }
    await login(quiet.email, WRONG, "10.2.2.1");
    for (let i = 0; i < 6; i++) await login(uniqueEmail("nobody"), WRONG, "10.2.3.1");

    const res = await list(admin.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<ThrottledAccounts>();
    const byEmail = new Map(body.accounts.map((a) => [a.email, a]));
    expect(byEmail.get(locked.email)).toEqual({
      userId: locked.id,
      email: locked.email,
      userType: "parent_guide",
      failures: 6,
      slowed: false,
      refusedAddresses: [{ address: "10.2.0.1", failures: 6 }],
      refusedAddressCount: 1,
    });
    expect(byEmail.get(slowed.email)).toMatchObject({
      failures: LOGIN_MAX_FAILURES_PER_ACCOUNT,
      slowed: true,
      refusedAddressCount: 0,
    });
    // Neither an account with one failure nor an e-mail without an account is listed.
    expect(byEmail.has(quiet.email)).toBe(false);
    expect(body.accounts.every((a) => !a.email.startsWith("nobody"))).toBe(true);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(Date.parse(body.until)).toBeGreaterThan(Date.now());

    // The owner's sign-in from elsewhere forgives nothing of the refused address's failures.
    expect((await login(locked.email, PASSWORD, "10.2.0.2")).statusCode).toBe(200);
    const after = (await list(admin.headers)).json<ThrottledAccounts>();
    expect(after.accounts.find((a) => a.email === locked.email)?.refusedAddressCount).toBe(1);

    const page = await t.app.inject({
      method: "GET",
      url: "/api/admin/throttled-accounts?limit=1&offset=0",
      headers: admin.headers,
    });
    expect(page.json<ThrottledAccounts>().accounts).toHaveLength(1);
  });

  it("refuses anyone but an admin", async () => {
    expect((await list()).statusCode).toBe(401);
    for (const role of ["student", "parent_guide", "developer"] as const) {
      expect((await list((await signInAs(t.app, role)).headers)).statusCode).toBe(403);
    }
  });
});

describe("registration and resend throttles", () => {
  it("refuses sign-ups past REGISTRATIONS_PER_ADDRESS_PER_HOUR from one address with 429", async () => {
    const limited = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "3" });
    try {
      const register = (ip: string) =>
        limited.app.inject({
          method: "POST",
          url: "/auth/register",
          payload: { userType: "student", email: uniqueEmail("kid"), name: "Kid", ...ADULT_BIRTH },
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i++) expect((await register("10.4.0.1")).statusCode).toBe(201);
      const refused = await register("10.4.0.1");
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({
        error: ERROR_TEXTS.too_many_registrations,
        code: "too_many_registrations",
      });
      expect((await register("10.4.0.2")).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it("refuses an address asking for too many verification e-mails with 429", async () => {
    const resend = () =>
      t.app.inject({
        method: "POST",
        url: "/auth/resend-verification",
        payload: { email: uniqueEmail("nobody") },
        remoteAddress: "10.3.0.1",
      });
    const answers = await Promise.all(Array.from({ length: 61 }, resend));
    expect(statuses(answers)).toEqual({ 200: 60, 429: 1 });
  });
});
