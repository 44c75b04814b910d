import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AWARD_BATCH_MAX } from "@trophy/shared/constants";
import { createTestApp, inject, reloadUser, signInAs, type TestApp } from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";
import { users } from "../../db/schema";
import { eq } from "drizzle-orm";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const batch = (key: string, awards: object[] | object) =>
  inject(t.app, {
    method: "POST",
    url: "/api/v1/award-trophies/batch",
    headers: { "x-api-key": key },
    payload: Array.isArray(awards) ? { awards } : awards,
  });

describe("POST /api/v1/award-trophies/batch", () => {
  it("awards each item alone and answers a result per item, in order", async () => {
    const { apiKey } = await developerWithKey(t.app);
    const a = await signInAs(t.app, "student");
    const b = await signInAs(t.app, "student");
    const res = await batch(apiKey, [
      { email: a.user.email, amount: 10, details: "Lesson 1" },
      { email: "nobody@example.org", amount: 5 },
      { email: b.user.email, amount: 7 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      livemode: true,
      results: [
        {
          index: 0,
          success: true,
          transaction: {
            id: expect.any(String),
            studentId: expect.stringMatching(/^stu_[0-9a-f]{32}$/),
            amount: 10,
            createdAt: expect.any(String),
          },
        },
        {
          index: 1,
          success: false,
          error: "No student account with that email",
          code: "student_not_found",
        },
        {
          index: 2,
          success: true,
          transaction: {
            id: expect.any(String),
            studentId: expect.stringMatching(/^stu_[0-9a-f]{32}$/),
            amount: 7,
            createdAt: expect.any(String),
          },
        },
      ],
    });
    expect((await reloadUser(t.app, a.user.id)).trophyBalance).toBe(10);
    expect((await reloadUser(t.app, b.user.id)).trophyBalance).toBe(7);
  });

  it("counts as one call against the hourly limit", async () => {
    const { apiKey } = await developerWithKey(t.app);
    const student = await signInAs(t.app, "student");
    const items = Array.from({ length: AWARD_BATCH_MAX }, () => ({
      email: student.user.email,
      amount: 1,
    }));
    const res = await batch(apiKey, items);
    expect(res.statusCode).toBe(200);
    expect(res.headers["ratelimit-remaining"]).toBe("99");
    expect(res.json().results.every((r: { success: boolean }) => r.success)).toBe(true);
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(AWARD_BATCH_MAX);
  });

  it("spends the daily budget on every trophy: items past it fail with 429's code", async () => {
    const { developer, apiKey } = await developerWithKey(t.app);
    await t.app.db.update(users).set({ dailyTrophyBudget: 25 }).where(eq(users.id, developer.id));
    const student = await signInAs(t.app, "student");
    const res = await batch(
      apiKey,
      [10, 10, 10, 5].map((amount) => ({ email: student.user.email, amount })),
    );
    expect(
      res.json().results.map((r: { success: boolean; code?: string }) => r.code ?? "ok"),
    ).toEqual(["ok", "ok", "daily_budget_exceeded", "ok"]);
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(25);
  });

  it("keeps per-item idempotency keys: a retried batch awards nothing twice", async () => {
    const { apiKey } = await developerWithKey(t.app);
    const student = await signInAs(t.app, "student");
    const items = [
      { email: student.user.email, amount: 3, idempotencyKey: "quiz-1" },
      { email: student.user.email, amount: 4, idempotencyKey: "quiz-2" },
    ];
    const first = await batch(apiKey, items);
    const retry = await batch(apiKey, items);
    expect(retry.json()).toEqual(first.json());
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(7);
    const changed = await batch(apiKey, [{ ...items[0], amount: 9 }]);
    expect(changed.json().results[0]).toMatchObject({
      success: false,
      code: "idempotency_mismatch",
    });
  });

  it("works in the sandbox with a test key", async () => {
    const { testApiKey } = await developerWithKey(t.app);
    const res = await batch(testApiKey, [
      { email: "one@example.org", amount: 2 },
      { email: "two@example.org", amount: 3 },
    ]);
    expect(res.json().livemode).toBe(false);
    expect(res.json().results.map((r: { success: boolean }) => r.success)).toEqual([true, true]);
  });

  it("refuses empty, oversized and malformed batches with 400, still counting the call", async () => {
    const { apiKey } = await developerWithKey(t.app);
    const tooMany = Array.from({ length: AWARD_BATCH_MAX + 1 }, () => ({
      email: "a@example.org",
      amount: 1,
    }));
    for (const [payload, error] of [
      [[], "awards must hold 1 to 100 items"],
      [tooMany, "awards must hold 1 to 100 items"],
      [{}, "awards is required"],
    ] as const) {
      const res = await batch(apiKey, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(error);
    }
    const bad = await batch(apiKey, [{ email: "a@example.org", amount: 0 }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers["ratelimit-remaining"]).toBe("96");
  });

  it("refuses a missing or unknown key and an unvalidated developer", async () => {
    const item = [{ email: "a@example.org", amount: 1 }];
    const missing = await inject(t.app, {
      method: "POST",
      url: "/api/v1/award-trophies/batch",
      payload: { awards: item },
    });
    expect(missing.statusCode).toBe(401);
    expect((await batch("trk_nope", item)).statusCode).toBe(401);
    const { developer, apiKey } = await developerWithKey(t.app);
    await t.app.db
      .update(users)
      .set({ developerStatus: "pending" })
      .where(eq(users.id, developer.id));
    expect((await batch(apiKey, item)).statusCode).toBe(403);
  });
});
