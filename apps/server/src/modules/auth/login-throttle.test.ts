import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PASSWORD,
  createTestApp,
  createUser,
  uniqueEmail,
  type TestApp,
} from "../../../test/helpers";
import { ERROR_TEXTS } from "../../texts/errors";

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

  it("locks the account after 20 failures from all addresses together", async () => {
    const user = await createUser(t.app, { userType: "student" });
    for (let i = 0; i < 20; i++) {
      expect((await login(user.email, WRONG, `10.7.${i}.1`)).statusCode).toBe(401);
    }
    expect((await login(user.email, PASSWORD, "10.7.99.1")).statusCode).toBe(429);
  });

  it("limits one address to 100 failures across accounts", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 100 }, () => login(uniqueEmail("spray"), WRONG, "10.6.0.1")),
    );
    expect(statuses(attempts)).toEqual({ 401: 100 });
    const user = await createUser(t.app, { userType: "student" });
    expect((await login(user.email, PASSWORD, "10.6.0.1")).statusCode).toBe(429);
    expect((await login(user.email, PASSWORD, "10.6.0.2")).statusCode).toBe(200);
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

describe("registration and resend throttles", () => {
  it("refuses sign-ups past REGISTRATIONS_PER_ADDRESS_PER_HOUR from one address with 429", async () => {
    const limited = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "3" });
    try {
      const register = (ip: string) =>
        limited.app.inject({
          method: "POST",
          url: "/auth/register",
          payload: { userType: "student", email: uniqueEmail("kid"), name: "Kid" },
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
