import { sandboxRef } from "./sandbox.service";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_TEST_RATE_LIMIT_PER_HOUR } from "@trophy/shared/constants";
import { createTestApp, inject, reloadUser, signInAs, type TestApp } from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";
import {
  activityLog,
  idempotencyKeys,
  rateLimitCounters,
  sandboxStudents,
  trophyTransactions,
} from "../../db/schema";
import { ERROR_TEXTS } from "../../texts/errors";
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

async function count<T>(rows: Promise<T[]>) {
  return (await rows).length;
}

describe("test keys and the sandbox", () => {
  it("awards to a sandbox student with a stable id and touches no real account", async () => {
    const { developer, testApiKey } = await developerWithKey(t.app);
    const real = await signInAs(t.app, "student");
    const ledgerBefore = await count(t.app.db.select().from(trophyTransactions));
    const activityBefore = await count(t.app.db.select().from(activityLog));

    const first = await award(testApiKey, { email: real.user.email, amount: 30 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      livemode: false,
      transaction: {
        id: expect.any(String),
        studentId: expect.any(String),
        amount: 30,
        createdAt: expect.any(String),
      },
    });
    const studentId = first.json().transaction.studentId as string;
    expect(studentId).not.toBe(real.user.id);
    const again = await award(testApiKey, { email: real.user.email.toUpperCase(), amount: 5 });
    expect(again.json().transaction.studentId).toBe(studentId);
    // Any address at all is a sandbox student.
    expect((await award(testApiKey, { email: "nobody@example.org", amount: 1 })).statusCode).toBe(
      200,
    );

    expect((await reloadUser(t.app, real.user.id)).trophyBalance).toBe(0);
    expect(await count(t.app.db.select().from(trophyTransactions))).toBe(ledgerBefore);
    expect(await count(t.app.db.select().from(activityLog))).toBe(activityBefore);
    // The answers name the sandbox student as live answers name a student: by a pseudonym.
    const [sandboxed] = await t.app.db
      .select()
      .from(sandboxStudents)
      .where(eq(sandboxStudents.email, real.user.email));
    expect(sandboxRef(sandboxed?.id ?? "")).toBe(studentId);
    expect(sandboxed).toMatchObject({ developerId: developer.id, balance: 35 });
    // The live hourly count is untouched.
    const live = await t.app.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.bucket, developerCallsBucket(developer.id)));
    expect(live).toEqual([]);
  });

  it("counts test calls against their own limit, with its own headers", async () => {
    const { testApiKey, apiKey } = await developerWithKey(t.app);
    const student = await signInAs(t.app, "student");
    const res = await award(testApiKey, { email: "pupil@example.org", amount: 1 });
    expect(res.headers["ratelimit-limit"]).toBe(String(API_TEST_RATE_LIMIT_PER_HOUR));
    expect(res.headers["ratelimit-remaining"]).toBe(String(API_TEST_RATE_LIMIT_PER_HOUR - 1));
    const live = await award(apiKey, { email: student.user.email, amount: 1 });
    expect(live.headers["ratelimit-limit"]).toBe("100");
    expect(live.headers["ratelimit-remaining"]).toBe("99");
  });

  it("answers 429 past 1,000 test calls in an hour while the live key still works", async () => {
    const { developer, testApiKey, apiKey } = await developerWithKey(t.app);
    const student = await signInAs(t.app, "student");
    // The 1,000 calls of this hour, already made.
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    await t.app.db.insert(rateLimitCounters).values({
      bucket: `api-developer-test:${developer.id}`,
      windowStart: hour,
      count: API_TEST_RATE_LIMIT_PER_HOUR,
    });
    const refused = await award(testApiKey, { email: "pupil@example.org", amount: 1 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: `Rate limit exceeded: ${API_TEST_RATE_LIMIT_PER_HOUR} test requests per hour per developer`,
      code: "rate_limited",
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await award(apiKey, { email: student.user.email, amount: 1 })).statusCode).toBe(200);
  });

  it("answers each simulated error as a real one looks, headers included", async () => {
    const { developer, testApiKey } = await developerWithKey(t.app);
    const body = { email: "pupil@example.org", amount: 3 };
    const expected = {
      "404": { code: "student_not_found", error: ERROR_TEXTS.student_not_found },
      "409": { code: "reversal_exceeds_balance", error: ERROR_TEXTS.reversal_exceeds_balance },
      "422": { code: "idempotency_mismatch", error: ERROR_TEXTS.idempotency_mismatch },
      "429": { code: "rate_limited" },
    };
    for (const [status, shape] of Object.entries(expected)) {
      const res = await award(testApiKey, body, { "x-simulate-error": status });
      expect(res.statusCode, status).toBe(Number(status));
      expect(res.json()).toMatchObject(shape);
      expect(typeof res.json().error).toBe("string");
      expect(res.headers["ratelimit-limit"]).toBe(String(API_TEST_RATE_LIMIT_PER_HOUR));
      expect(res.headers["ratelimit-reset"]).toEqual(expect.any(String));
    }
    const limited = await award(testApiKey, body, { "x-simulate-error": "429" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["ratelimit-remaining"]).toBe("0");
    // Nothing was awarded by the simulated calls.
    const sandboxed = await t.app.db
      .select()
      .from(sandboxStudents)
      .where(eq(sandboxStudents.developerId, developer.id));
    expect(sandboxed).toEqual([]);

    const unknown = await award(testApiKey, body, { "x-simulate-error": "500" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: "X-Simulate-Error must be one of 404, 409, 422, 429",
      code: "validation_failed",
    });
  });

  it("simulates on every operation, and a live key ignores the header", async () => {
    const { testApiKey, apiKey } = await developerWithKey(t.app);
    const student = await signInAs(t.app, "student");
    const id = "7d1b7c5e-7f0e-4a8e-9a55-000000000000";
    const calls = [
      { method: "GET" as const, url: `/api/v1/awards/${id}` },
      { method: "POST" as const, url: `/api/v1/awards/${id}/reverse`, payload: {} },
      {
        method: "POST" as const,
        url: "/api/v1/award-trophies/batch",
        payload: { awards: [{ email: "a@example.org", amount: 1 }] },
      },
    ];
    for (const call of calls) {
      const res = await inject(t.app, {
        ...call,
        headers: { "x-api-key": testApiKey, "x-simulate-error": "422" },
      });
      expect(res.statusCode, call.url).toBe(422);
    }
    const live = await award(
      apiKey,
      { email: student.user.email, amount: 2 },
      { "x-simulate-error": "404" },
    );
    expect(live.statusCode).toBe(200);
    expect(live.json().livemode).toBe(true);
  });

  it("keeps idempotency keys of test calls apart from live ones", async () => {
    const { testApiKey, apiKey } = await developerWithKey(t.app);
    const student = await signInAs(t.app, "student");
    const headers = { "idempotency-key": "lesson-42" };
    const body = { email: student.user.email, amount: 4 };
    const test1 = await award(testApiKey, body, headers);
    const test2 = await award(testApiKey, body, headers);
    expect(test2.json()).toEqual(test1.json());
    const live = await award(apiKey, body, headers);
    expect(live.statusCode).toBe(200);
    expect(live.json().livemode).toBe(true);
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(4);
  });

  it("never answers a live key `test:k` with the test key `k`'s answer, nor the reverse", async () => {
    const { testApiKey, apiKey } = await developerWithKey(t.app);
    const student = await signInAs(t.app, "student");
    const body = { email: student.user.email, amount: 6 };
    const liveFirst = await award(apiKey, body, { "idempotency-key": "test:quiz-1" });
    const testAfter = await award(testApiKey, body, { "idempotency-key": "quiz-1" });
    expect(liveFirst.json().livemode).toBe(true);
    expect(testAfter.statusCode).toBe(200);
    expect(testAfter.json().livemode).toBe(false);
    expect(testAfter.json().transaction.id).not.toBe(liveFirst.json().transaction.id);

    const testFirst = await award(testApiKey, body, { "idempotency-key": "quiz-2" });
    const liveAfter = await award(apiKey, body, { "idempotency-key": "test:quiz-2" });
    expect(testFirst.json().livemode).toBe(false);
    expect(liveAfter.statusCode).toBe(200);
    expect(liveAfter.json().livemode).toBe(true);
    // Both live awards moved the real balance; each retry replays its own mode's answer.
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(12);
    expect((await award(apiKey, body, { "idempotency-key": "test:quiz-1" })).json()).toEqual(
      liveFirst.json(),
    );
    expect((await award(testApiKey, body, { "idempotency-key": "quiz-1" })).json()).toEqual(
      testAfter.json(),
    );
    // A live key that starts with `live:` is its own key too.
    const prefixed = await award(apiKey, body, { "idempotency-key": "live:quiz-1" });
    expect(prefixed.json().transaction.id).not.toBe(liveFirst.json().transaction.id);
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(18);
  });

  it("keeps the rows stored before live and test keys were kept apart working", async () => {
    const { developer, testApiKey, apiKey } = await developerWithKey(t.app);
    const student = await signInAs(t.app, "student");
    const body = { email: student.user.email, amount: 5 };
    const storedAs = (from: string, to: string) =>
      t.app.db
        .update(idempotencyKeys)
        .set({ key: to })
        .where(and(eq(idempotencyKeys.developerId, developer.id), eq(idempotencyKeys.key, from)));
    // Before, a live key was stored as sent, `test:old` too, where a test key `old` also went.
    const live = await award(apiKey, body, { "idempotency-key": "test:old" });
    await storedAs("live:test:old", "test:old");
    const plain = await award(apiKey, body, { "idempotency-key": "plain" });
    const test = await award(testApiKey, body, { "idempotency-key": "sandbox-old" });
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(10);

    // The live retries replay their answers and award nothing more.
    expect((await award(apiKey, body, { "idempotency-key": "test:old" })).json()).toEqual(
      live.json(),
    );
    expect((await award(apiKey, body, { "idempotency-key": "plain" })).json()).toEqual(
      plain.json(),
    );
    expect((await award(testApiKey, body, { "idempotency-key": "sandbox-old" })).json()).toEqual(
      test.json(),
    );
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(10);
    const other = await award(apiKey, { ...body, amount: 6 }, { "idempotency-key": "test:old" });
    expect(other.statusCode).toBe(422);
    // The old live row under `test:old` is no answer for the test key `old`.
    const clash = await award(testApiKey, body, { "idempotency-key": "old" });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().code).toBe("idempotency_mismatch");
    expect(clash.body).not.toContain(live.json().transaction.id);
  });

  it("refuses a revoked test key, a live key presented as a test key, and a suspended developer", async () => {
    const { developer, testApiKey, apiKey } = await developerWithKey(t.app);
    const body = { email: "pupil@example.org", amount: 1 };
    const forged = `trk_test_${apiKey.slice(4)}`;
    expect((await award(forged, body)).statusCode).toBe(401);
    await t.app.database.query("UPDATE users SET suspended_at = now() WHERE id = $1", [
      developer.id,
    ]);
    const suspended = await award(testApiKey, body);
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().code).toBe("suspended");
  });
});
