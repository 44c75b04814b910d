import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_RATE_LIMIT_PER_HOUR } from "@trophy/shared/constants";
import type { RequestLogEntry, UsageDay } from "@trophy/shared/schemas/developer";
import { apiKeys, rateLimitCounters } from "../../db/schema";
import { createTestApp, createUser, inject, PASSWORD, type TestApp } from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";
import { issueApiKey } from "./api-keys.service";
import { flushApiCalls } from "./request-log";
import { developerCallsBucket } from "../rate-limit/rate-limit.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const award = (key: string, payload: object, headers: Record<string, string> = {}) =>
  inject(t.app, {
    method: "POST",
    url: "/api/v1/award-trophies",
    headers: { "x-api-key": key, ...headers },
    payload,
  });

/** The developer signed in through the real login, for the dashboard's calls. */
async function dashboardHeaders(email: string) {
  const res = await inject(t.app, {
    method: "POST",
    url: "/auth/login",
    payload: { email, password: PASSWORD },
  });
  return { authorization: `Bearer ${res.json<{ accessToken: string }>().accessToken}` };
}

async function requestLog(headers: Record<string, string>, failingFirst = false) {
  await flushApiCalls(t.app);
  const res = await inject(t.app, {
    method: "GET",
    url: `/api/developers/requests?failingFirst=${failingFirst}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ requests: RequestLogEntry[] }>().requests;
}

const lastUsed = async (developerId: string, mode: "live" | "test") =>
  (await t.app.db.select().from(apiKeys).where(eq(apiKeys.developerId, developerId)))
    .filter((k) => k.mode === mode && !k.revokedAt)
    .map((k) => k.lastUsedAt)[0];

describe("request log of real /api/v1 calls", () => {
  it("logs live successes, refusals and 429s with their codes; unknown keys are not logged", async () => {
    const { developer, apiKey } = await developerWithKey(t.app);
    const student = await createUser(t.app, { userType: "student" });
    const headers = await dashboardHeaders(developer.email);

    expect(
      (await award(apiKey, { email: student.email.toUpperCase(), amount: 5 })).statusCode,
    ).toBe(200);
    expect((await award(apiKey, { email: "nobody@example.com", amount: 5 })).statusCode).toBe(404);
    expect((await award(apiKey, { email: student.email, amount: 0 })).statusCode).toBe(400);
    expect((await award("trk_unknown", { email: student.email, amount: 5 })).statusCode).toBe(401);
    // The hour's count is at the limit: the next call is refused.
    await t.app.db
      .update(rateLimitCounters)
      .set({ count: API_RATE_LIMIT_PER_HOUR })
      .where(eq(rateLimitCounters.bucket, developerCallsBucket(developer.id)));
    expect((await award(apiKey, { email: student.email, amount: 5 })).statusCode).toBe(429);

    const log = await requestLog(headers);
    expect(log.map((r) => [r.status, r.errorCode, r.studentEmail])).toEqual([
      [429, "rate_limited", student.email],
      [400, "validation_failed", student.email],
      [404, "student_not_found", "nobody@example.com"],
      [200, null, student.email],
    ]);
    for (const entry of log) {
      expect(entry).toMatchObject({ livemode: true, operation: "awardTrophies" });
    }
    expect((await requestLog(headers, true)).map((r) => r.status)).toEqual([429, 400, 404, 200]);

    const keys = await inject(t.app, { method: "GET", url: "/api/developers/api-key", headers });
    const latest = log[0]?.createdAt;
    expect(keys.json<{ apiKeyLastUsedAt: string | null }>().apiKeyLastUsedAt).toBe(latest);
    expect((await lastUsed(developer.id, "live"))?.toISOString()).toBe(latest);

    const usage = await inject(t.app, { method: "GET", url: "/api/developers/usage", headers });
    const today = usage.json<{ live: UsageDay[] }>().live.at(-1);
    expect(today).toMatchObject({
      calls: 4,
      success: 1,
      clientErrors: 2,
      rateLimited: 1,
      trophies: 5,
      students: 1,
    });
  });

  it("logs test calls apart, simulated errors included, and stamps the test key", async () => {
    const { developer } = await developerWithKey(t.app);
    const testKey = await issueApiKey(t.app.db, t.app.apiKeySecrets, developer.id, "test");
    const headers = await dashboardHeaders(developer.email);

    expect((await award(testKey, { email: "kid@example.com", amount: 3 })).statusCode).toBe(200);
    const simulated = await award(
      testKey,
      { email: "kid@example.com", amount: 3 },
      { "x-simulate-error": "429" },
    );
    expect(simulated.statusCode).toBe(429);

    const log = await requestLog(headers);
    expect(log.map((r) => [r.livemode, r.status, r.errorCode])).toEqual([
      [false, 429, "rate_limited"],
      [false, 200, null],
    ]);
    expect(await lastUsed(developer.id, "live")).toBeNull();
    expect((await lastUsed(developer.id, "test"))?.toISOString()).toBe(log[0]?.createdAt);

    const usage = await inject(t.app, { method: "GET", url: "/api/developers/usage", headers });
    const body = usage.json<{ live: UsageDay[]; test: UsageDay[] }>();
    expect(body.test.at(-1)).toMatchObject({
      calls: 2,
      success: 1,
      rateLimited: 1,
      trophies: 3,
      students: 1,
    });
    expect(body.live.at(-1)).toMatchObject({ calls: 0, trophies: 0 });
  });

  it("never shows one developer's calls to another", async () => {
    const mine = await developerWithKey(t.app);
    const theirs = await developerWithKey(t.app);
    await award(theirs.apiKey, { email: "nobody@example.com", amount: 1 });
    const headers = await dashboardHeaders(mine.developer.email);
    expect(await requestLog(headers)).toEqual([]);
    expect(await requestLog(headers, true)).toEqual([]);
  });
});
