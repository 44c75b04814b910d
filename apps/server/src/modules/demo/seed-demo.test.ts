import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, inject, type TestApp } from "../../../test/helpers";
import { announcer } from "../ledger/ledger.service";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "./seed-demo";

let t: TestApp;
const demoDeps = () => ({
  giftCardCodes: t.app.giftCardCodes,
  apiKeySecrets: t.app.apiKeySecrets,
  announce: announcer(t.app.events, t.app.log),
});
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(email: string) {
  const res = await inject(t.app, {
    method: "POST",
    url: "/auth/login",
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, email).toBe(200);
  return { authorization: `Bearer ${res.json().accessToken as string}` };
}
const get = async (url: string, headers: Record<string, string>) =>
  (await inject(t.app, { method: "GET", url, headers })).json();

describe("seedDemo", () => {
  it("fills every screen once, and leaves existing data alone the second time", async () => {
    expect(await seedDemo(t.app.db, demoDeps())).toBe(true);
    expect(await seedDemo(t.app.db, demoDeps())).toBe(false);

    const roles = new Set<string>();
    for (const account of DEMO_ACCOUNTS.filter((a) => !a.email.startsWith("pending"))) {
      const res = await inject(t.app, {
        method: "POST",
        url: "/auth/login",
        payload: { email: account.email, password: DEMO_PASSWORD },
      });
      roles.add(res.json().user.user_type);
    }
    expect([...roles].sort()).toEqual(["admin", "developer", "parent_guide", "student"]);

    const student = await signIn("student@demo.test");
    const trophies = await get("/api/students/trophies", student);
    expect(trophies.balance).toBe(500 + 250 + 120 + 75 - 120 - 200);
    const { rewards } = await get("/api/students/rewards", student);
    expect(rewards.some((r: { id: string }) => r.id === "gc_google_play_15_300")).toBe(true);
    expect(rewards.filter((r: { rewardType: string }) => r.rewardType === "custom")).toHaveLength(
      3,
    );
    expect((await get("/api/students/gift-cards", student)).giftCards).toHaveLength(1);
    expect((await get("/api/students/connection-requests", student)).requests).toHaveLength(1);
    expect(
      (await get("/api/students/redemptions", student)).redemptions
        .map((r: { status: string }) => r.status)
        .sort(),
    ).toEqual(["completed", "pending"]);

    const developer = await signIn("developer@demo.test");
    const { apiKey } = await get("/api/developers/api-key", developer);
    expect(apiKey).toMatch(/^trk_/);
    expect((await get("/api/developers/usage", developer)).totalCalls).toBeGreaterThan(0);
  });
});
