import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, inject, type TestApp } from "../../../test/helpers";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "./seed-demo";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("seedDemo", () => {
  it("creates accounts of every role that can sign in, and is safe to run twice", async () => {
    expect(await seedDemo(t.app.db)).toHaveLength(DEMO_ACCOUNTS.length);
    expect(await seedDemo(t.app.db)).toHaveLength(0);
    const roles = new Set<string>();
    for (const account of DEMO_ACCOUNTS.filter((a) => !a.email.startsWith("pending"))) {
      const res = await inject(t.app, {
        method: "POST",
        url: "/auth/login",
        payload: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, account.email).toBe(200);
      roles.add(res.json().user.user_type);
    }
    expect([...roles].sort()).toEqual(["admin", "developer", "parent_guide", "student"]);
  });
});
