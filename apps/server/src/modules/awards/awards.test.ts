import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createTestApp, createUser, inject, reloadUser, type TestApp } from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";
import { issueApiKey } from "../developers/api-keys.service";
import { ERROR_CODES } from "@trophy/shared/error-codes";
import { ERROR_TEXTS } from "../../texts/errors";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const award = (
  key: string | null,
  payload: unknown,
  headers: Record<string, string> = {},
  app: FastifyInstance = t.app,
) =>
  inject(app, {
    method: "POST",
    url: "/api/v1/award-trophies",
    headers: { ...(key ? { "x-api-key": key } : {}), ...headers },
    payload: payload as object,
  });

describe("POST /api/v1/award-trophies", () => {
  it("awards trophies to the student and answers the transaction", async () => {
    const { apiKey } = await developerWithKey(t.app, "MathQuest Apps");
    const student = await createUser(t.app, { userType: "student" });
    const res = await award(apiKey, { email: student.email.toUpperCase(), amount: 25 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      livemode: true,
      transaction: {
        id: expect.any(String),
        // The student's pseudonym for this app, never the account's id.
        studentId: expect.stringMatching(/^stu_[0-9a-f]{32}$/),
        amount: 25,
        createdAt: expect.any(String),
      },
    });
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(25);
    const { history } = (
      await inject(t.app, {
        method: "GET",
        url: "/api/students/trophies",
        headers: { authorization: `Bearer ${await tokenFor(student.email)}` },
      })
    ).json();
    expect(history[0]).toMatchObject({
      description: "Awarded by MathQuest Apps",
      trophyAmount: 25,
    });
    await award(apiKey, { email: student.email, amount: 5, details: "Finished chapter 3" });
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(30);
  });

  it("refuses missing, unknown and revoked keys with 401", async () => {
    const { developer, apiKey } = await developerWithKey(t.app);
    const student = await createUser(t.app, { userType: "student" });
    expect((await award(null, { email: student.email, amount: 1 })).json()).toEqual({
      error: ERROR_TEXTS.api_key_missing,
      code: "api_key_missing",
    });
    expect((await award("trk_nope", { email: student.email, amount: 1 })).statusCode).toBe(401);
    const replacement = await issueApiKey(t.app.db, t.app.apiKeySecrets, developer.id);
    const old = await award(apiKey, { email: student.email, amount: 1 });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ error: ERROR_TEXTS.api_key_invalid, code: "api_key_invalid" });
    expect((await award(replacement, { email: student.email, amount: 1 })).statusCode).toBe(200);
  });

  it("refuses developers who are not (or no longer) validated, or suspended, with 403", async () => {
    const student = await createUser(t.app, { userType: "student" });
    const pending = await developerWithKey(t.app);
    await t.app.db
      .update(users)
      .set({ developerStatus: "pending" })
      .where(eq(users.id, pending.developer.id));
    expect((await award(pending.apiKey, { email: student.email, amount: 1 })).json()).toEqual({
      error: ERROR_TEXTS.developer_not_validated,
      code: "developer_not_validated",
    });
    const suspended = await developerWithKey(t.app);
    await t.app.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, suspended.developer.id));
    const res = await award(suspended.apiKey, { email: student.email, amount: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toContain("suspended");
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(0);
  });

  it.each([
    [{ email: "s@example.com", amount: 0 }, "amount must be a whole number from 1 to 1000"],
    [{ email: "s@example.com", amount: 1001 }, "amount must be a whole number from 1 to 1000"],
    [{ email: "s@example.com", amount: 2.5 }, "amount must be a whole number from 1 to 1000"],
    [{ email: "s@example.com", amount: "10" }, "amount must be a whole number from 1 to 1000"],
    [{ amount: 10 }, "Email is required"],
    [{ email: "nope", amount: 10 }, "Please enter a valid email address"],
    [
      { email: "s@example.com", amount: 10, details: "x".repeat(201) },
      "details must be at most 200 characters",
    ],
  ])("rejects %j with 400", async (payload, message) => {
    const { apiKey } = await developerWithKey(t.app);
    const res = await award(apiKey, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code: "validation_failed" });
  });

  it("answers 404 when no student has that e-mail", async () => {
    const { apiKey } = await developerWithKey(t.app);
    const parent = await createUser(t.app, { userType: "parent_guide" });
    for (const email of ["ghost@example.com", parent.email]) {
      const res = await award(apiKey, { email, amount: 5 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: ERROR_TEXTS.student_not_found,
        code: "student_not_found",
      });
    }
  });

  it("lands every one of many concurrent awards to one student", async () => {
    const { apiKey } = await developerWithKey(t.app);
    const student = await createUser(t.app, { userType: "student" });
    const amounts = Array.from({ length: 40 }, (_, i) => i + 1);
    const results = await Promise.all(
      amounts.map((amount) => award(apiKey, { email: student.email, amount })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(
      amounts.reduce((a, b) => a + b, 0),
    );
  });
});

describe("Idempotency-Key", () => {
  it("answers a retry with the first answer and awards once", async () => {
    const { apiKey } = await developerWithKey(t.app);
    const student = await createUser(t.app, { userType: "student" });
    const body = { email: student.email, amount: 40, details: "Quiz" };
    const first = await award(apiKey, body, { "idempotency-key": "quiz-42" });
    const retry = await award(apiKey, body, { "idempotency-key": "quiz-42" });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(40);
  });

  it("awards once among simultaneous retries", async () => {
    const { apiKey } = await developerWithKey(t.app);
    const student = await createUser(t.app, { userType: "student" });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        award(apiKey, { email: student.email, amount: 7 }, { "idempotency-key": "burst" }),
      ),
    );
    expect(new Set(results.map((r) => r.json().transaction.id)).size).toBe(1);
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(7);
  });

  it("refuses the same key with another body with 422", async () => {
    const { apiKey } = await developerWithKey(t.app);
    const student = await createUser(t.app, { userType: "student" });
    await award(apiKey, { email: student.email, amount: 10 }, { "idempotency-key": "k1" });
    const other = await award(
      apiKey,
      { email: student.email, amount: 11 },
      { "idempotency-key": "k1" },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      error: ERROR_TEXTS.idempotency_mismatch,
      code: "idempotency_mismatch",
    });
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(10);
  });

  it("keeps keys per developer and does not store failed attempts", async () => {
    const a = await developerWithKey(t.app);
    const b = await developerWithKey(t.app);
    const student = await createUser(t.app, { userType: "student" });
    expect(
      (
        await award(
          a.apiKey,
          { email: "ghost@example.com", amount: 3 },
          { "idempotency-key": "same" },
        )
      ).statusCode,
    ).toBe(404);
    // The failed attempt left nothing behind: the corrected request goes through under the same key.
    expect(
      (await award(a.apiKey, { email: student.email, amount: 3 }, { "idempotency-key": "same" }))
        .statusCode,
    ).toBe(200);
    expect(
      (await award(b.apiKey, { email: student.email, amount: 3 }, { "idempotency-key": "same" }))
        .statusCode,
    ).toBe(200);
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(6);
  });
});

describe("rate limit", () => {
  it("allows 100 calls an hour per key across instances, then answers 429 with Retry-After", async () => {
    const second = await createTestApp({}, { sameDatabaseAs: t });
    try {
      const { apiKey } = await developerWithKey(t.app);
      // Invalid bodies still count: the limit applies to calls, not to awards.
      for (let i = 0; i < 100; i++) {
        const res = await award(apiKey, { amount: 1 }, {}, i % 2 ? second.app : t.app);
        expect(res.statusCode).toBe(400);
        expect(res.headers["ratelimit-limit"]).toBe("100");
        expect(res.headers["ratelimit-remaining"]).toBe(String(99 - i));
        expect(Number(res.headers["ratelimit-reset"])).toBeGreaterThan(0);
      }
      const limited = await award(apiKey, { email: "s@example.com", amount: 1 }, {}, second.app);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: ERROR_TEXTS.rate_limited, code: "rate_limited" });
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.headers["ratelimit-remaining"]).toBe("0");
      expect((await award(apiKey, { email: "s@example.com", amount: 1 })).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe("GET /api/v1/openapi.json", () => {
  it("documents the award API from the validation schemas", async () => {
    const res = await inject(t.app, { method: "GET", url: "/api/v1/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/v1/award-trophies", "/api/v1/award-trophies/batch"]),
    );
    const operation = doc.paths["/api/v1/award-trophies"].post;
    const schema = operation.requestBody.content["application/json"].schema;
    expect(schema.required).toEqual(["amount"]);
    // The student by e-mail or by the app's pseudonym for them, one of the two.
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(["email", "studentRef", "amount", "details"]),
    );
    expect(schema.properties.amount).toMatchObject({ type: "integer", minimum: 1, maximum: 1000 });
    expect(Object.keys(operation.responses)).toEqual(
      expect.arrayContaining(["200", "400", "401", "403", "404", "422", "429"]),
    );
    // Every error answer shares one schema, `{error, code}` with every code.
    for (const status of ["400", "401", "403", "404", "422", "429"]) {
      const error = operation.responses[status].content["application/json"].schema;
      expect(error).toEqual({ $ref: "#/components/schemas/Error" });
    }
    const error = doc.components.schemas.Error;
    expect(error.required).toEqual(expect.arrayContaining(["error", "code"]));
    expect(error.properties.code.enum).toEqual([...ERROR_CODES]);
  });
});

async function tokenFor(email: string): Promise<string> {
  const res = await inject(t.app, {
    method: "POST",
    url: "/auth/login",
    payload: { email, password: "S3cretpass" },
  });
  return res.json().accessToken as string;
}
