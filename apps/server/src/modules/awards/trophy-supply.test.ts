import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_REGENERATIONS_PER_DAY } from "@trophy/shared/constants";
import { activityLog, apiKeys, trophyTransactions } from "../../db/schema";
import {
  createTestApp,
  createUser,
  inject,
  reloadUser,
  signInAs,
  type TestApp,
} from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";
import { ERROR_TEXTS } from "../../texts/errors";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEVELOPER_DAILY_TROPHY_BUDGET: "500" });
});
afterAll(() => t.close());

const award = (key: string, email: string, amount: number) =>
  inject(t.app, {
    method: "POST",
    url: "/api/v1/award-trophies",
    headers: { "x-api-key": key },
    payload: { email, amount },
  });

/** Signs in as the developer (developerWithKey users have the test password). */
async function developerSession(email: string) {
  const res = await inject(t.app, {
    method: "POST",
    url: "/auth/login",
    payload: { email, password: "S3cretpass" },
  });
  return { authorization: `Bearer ${res.json().accessToken as string}` };
}

const regenerate = (headers: { authorization: string }) =>
  inject(t.app, { method: "POST", url: "/api/developers/api-key/regenerate", headers });

describe("the hourly award limit counts per developer", () => {
  it("does not start again when the key is regenerated", async () => {
    const { developer, apiKey } = await developerWithKey(t.app);
    const student = await createUser(t.app, { userType: "student" });
    for (let i = 0; i < 60; i++)
      expect((await award(apiKey, student.email, 1)).statusCode).toBe(200);
    const headers = await developerSession(developer.email);
    await makeKeyOlder(developer.id);
    const fresh = (await regenerate(headers)).json().apiKey as string;
    expect(fresh).not.toBe(apiKey);
    for (let i = 0; i < 40; i++)
      expect((await award(fresh, student.email, 1)).statusCode).toBe(200);
    const limited = await award(fresh, student.email, 1);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: ERROR_TEXTS.rate_limited, code: "rate_limited" });
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(100);
    // The usage history is the developer's too: every call of both keys.
    const usage = await inject(t.app, { method: "GET", url: "/api/developers/usage", headers });
    expect(usage.json().totalCalls).toBe(101);
  });
});

describe("key regeneration", () => {
  it(`allows ${API_KEY_REGENERATIONS_PER_DAY} regenerations in 24 hours, then 429 with Retry-After`, async () => {
    const { developer } = await developerWithKey(t.app);
    const headers = await developerSession(developer.email);
    await makeKeyOlder(developer.id);
    for (let i = 0; i < API_KEY_REGENERATIONS_PER_DAY; i++) {
      expect((await regenerate(headers)).statusCode).toBe(200);
      await makeKeyOlder(developer.id);
    }
    const refused = await regenerate(headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: ERROR_TEXTS.too_many_regenerations,
      code: "too_many_regenerations",
    });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
  });

  it("gives one new key for 10 simultaneous regenerations (a double click), and no 5xx", async () => {
    const { developer, apiKey } = await developerWithKey(t.app);
    await makeKeyOlder(developer.id);
    const headers = await developerSession(developer.email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => regenerate(headers)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const keys = new Set(answers.map((r) => r.json().apiKey as string));
    expect(keys.size).toBe(1);
    const keyRows = await t.app.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.developerId, developer.id), eq(apiKeys.mode, "live")));
    expect(keyRows).toHaveLength(2);
    const student = await createUser(t.app, { userType: "student" });
    expect((await award(apiKey, student.email, 1)).statusCode).toBe(401);
    expect((await award([...keys][0] ?? "", student.email, 1)).statusCode).toBe(200);
  });
});

/** Pretends the last regeneration was a minute ago, past the double-click window. */
async function makeKeyOlder(developerId: string) {
  await t.app.db
    .update(apiKeys)
    .set({ revokedAt: sql`${apiKeys.revokedAt} - interval '1 minute'` })
    .where(and(eq(apiKeys.developerId, developerId), isNotNull(apiKeys.revokedAt)));
}

describe("daily trophy budget", () => {
  it("refuses an award past the budget with 429, Retry-After and nothing written", async () => {
    const { developer, apiKey } = await developerWithKey(t.app);
    const student = await createUser(t.app, { userType: "student" });
    expect((await award(apiKey, student.email, 400)).statusCode).toBe(200);
    const over = await award(apiKey, student.email, 101);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toContain("daily trophy budget");
    const retryAfter = Number(over.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(400);
    const entries = await t.app.db
      .select()
      .from(trophyTransactions)
      .where(eq(trophyTransactions.developerId, developer.id));
    expect(entries).toHaveLength(1);
    expect((await award(apiKey, student.email, 100)).statusCode).toBe(200);
    expect((await award(apiKey, student.email, 1)).statusCode).toBe(429);
  });

  it("holds under 30 parallel awards: never more than the budget", async () => {
    const { apiKey } = await developerWithKey(t.app);
    const student = await createUser(t.app, { userType: "student" });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => award(apiKey, student.email, 40)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(12);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(18);
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(480);
  });

  it("is set per developer by an admin, shown in the list, and refused to others", async () => {
    const { developer, apiKey } = await developerWithKey(t.app);
    const other = await developerWithKey(t.app);
    const student = await createUser(t.app, { userType: "student" });
    const admin = await signInAs(t.app, "admin");
    const setBudget = (headers: object, id: string, payload: unknown) =>
      inject(t.app, {
        method: "PUT",
        url: `/api/admin/developers/${id}/budget`,
        headers: headers as Record<string, string>,
        payload: payload as object,
      });
    expect((await award(apiKey, student.email, 300)).statusCode).toBe(200);
    const set = await setBudget(admin.headers, developer.id, { dailyTrophyBudget: 2000 });
    expect(set.statusCode).toBe(200);
    expect(set.json().developer).toMatchObject({
      id: developer.id,
      dailyTrophyBudget: 2000,
      trophiesAwardedToday: 300,
    });
    expect((await award(apiKey, student.email, 1000)).statusCode).toBe(200);
    expect((await award(other.apiKey, student.email, 600)).statusCode).toBe(429);
    const listed = (
      await inject(t.app, { method: "GET", url: "/api/admin/developers", headers: admin.headers })
    ).json();
    expect(listed.developers.find((d: { id: string }) => d.id === developer.id)).toMatchObject({
      dailyTrophyBudget: 2000,
      trophiesAwardedToday: 1300,
    });
    const [logged] = await t.app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.type, "budget"));
    expect(logged?.actorId).toBe(admin.user.id);
    expect(logged?.description).toContain(admin.user.email);

    for (const bad of [
      { dailyTrophyBudget: -1 },
      { dailyTrophyBudget: 1e12 },
      { dailyTrophyBudget: 1.5 },
      {},
    ]) {
      expect((await setBudget(admin.headers, developer.id, bad)).statusCode).toBe(400);
    }
    const dev = await signInAs(t.app, "developer");
    expect((await setBudget(dev.headers, developer.id, { dailyTrophyBudget: 1 })).statusCode).toBe(
      403,
    );
    expect((await setBudget({}, developer.id, { dailyTrophyBudget: 1 })).statusCode).toBe(401);
    const student2 = await signInAs(t.app, "student");
    expect(
      (await setBudget(admin.headers, student2.user.id, { dailyTrophyBudget: 1 })).statusCode,
    ).toBe(404);
  });
});
