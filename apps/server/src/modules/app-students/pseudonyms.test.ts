import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appStudents,
  trophyTransactions,
  webhookDeliveries,
  webhookEndpoints,
} from "../../db/schema";
import { createTestApp, createUser, inject, reloadUser, type TestApp } from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";
import { generateWebhookSecret } from "../webhooks/endpoints.service";

/**
 * Apps know a student by a pseudonym of their own (docs/product.md §4, Privacy towards apps):
 * stable for the app, different for two apps, never the account's id, and no e-mail in what the
 * award API answers or sends. An app may award by it instead of an e-mail; a student who stopped
 * the app is as unknown to it as an address without an account. On PGlite and on PostgreSQL
 * (DATABASE_URL).
 */
let t: TestApp;
beforeAll(async () => {
  // Deliveries go nowhere: each attempt gives up after a second and waits minutes to retry.
  t = await createTestApp({ WEBHOOK_TIMEOUT_SECONDS: "1", OVERLOAD_EVENT_LOOP_DELAY_MS: "0" });
});
afterAll(() => t.close());

/** An app with a live key, a test key and an endpoint for both award events. */
async function app(name: string) {
  const keys = await developerWithKey(t.app, name);
  const endpointId = randomUUID();
  await t.app.db.insert(webhookEndpoints).values({
    id: endpointId,
    developerId: keys.developer.id,
    url: "https://93.184.215.14/hooks",
    events: ["award.created", "award.reversed"],
    secretCiphertext: t.app.webhookSecrets.seal(generateWebhookSecret(), endpointId),
  });
  return keys;
}

const award = (apiKey: string, payload: object) =>
  inject(t.app, {
    method: "POST",
    url: "/api/v1/award-trophies",
    headers: { "x-api-key": apiKey },
    payload,
  });

async function payloadsOf(
  developerId: string,
): Promise<{ type: string; data: Record<string, unknown> }[]> {
  const rows = await t.app.db
    .select({ payload: webhookDeliveries.payload })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookEndpoints.developerId, developerId));
  return rows.map((r) => JSON.parse(r.payload) as { type: string; data: Record<string, unknown> });
}

describe("a student as apps know them", () => {
  it("is a pseudonym per app in answers, lookups, reversals and webhooks, with no e-mail", async () => {
    const quiz = await app("Quiz Town");
    const maths = await app("Maths Hill");
    const student = await createUser(t.app, { userType: "student" });

    const first = await award(quiz.apiKey, { email: student.email, amount: 10 });
    const again = await award(quiz.apiKey, { email: student.email, amount: 5 });
    const other = await award(maths.apiKey, { email: student.email, amount: 7 });
    const ref = first.json().transaction.studentId as string;
    expect(ref).toMatch(/^stu_[0-9a-f]{32}$/);
    expect(ref).not.toContain(student.id.replaceAll("-", ""));
    expect(again.json().transaction.studentId).toBe(ref);
    const otherRef = other.json().transaction.studentId as string;
    expect(otherRef).toMatch(/^stu_[0-9a-f]{32}$/);
    expect(otherRef).not.toBe(ref);

    const awardId = first.json().transaction.id as string;
    const looked = await inject(t.app, {
      method: "GET",
      url: `/api/v1/awards/${awardId}`,
      headers: { "x-api-key": quiz.apiKey },
    });
    expect(looked.json().award.studentId).toBe(ref);
    expect(looked.json().award).not.toHaveProperty("studentEmail");
    const reversed = await inject(t.app, {
      method: "POST",
      url: `/api/v1/awards/${awardId}/reverse`,
      headers: { "x-api-key": quiz.apiKey },
      payload: {},
    });
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json().reversal.studentId).toBe(ref);

    const sent = await payloadsOf(quiz.developer.id);
    expect(sent.map((p) => p.type).sort()).toEqual([
      "award.created",
      "award.created",
      "award.reversed",
    ]);
    for (const payload of sent) {
      expect(payload.data.studentId).toBe(ref);
      expect(payload.data).not.toHaveProperty("studentEmail");
    }
    const everything = JSON.stringify([sent, await payloadsOf(maths.developer.id)]);
    expect(everything).not.toContain(student.email);
    expect(everything).not.toContain(student.id);
  });

  it("can be awarded by its pseudonym, single and batch; another app's is unknown", async () => {
    const quiz = await app("Quiz Town");
    const maths = await app("Maths Hill");
    const student = await createUser(t.app, { userType: "student" });
    const ref = (await award(quiz.apiKey, { email: student.email, amount: 10 })).json().transaction
      .studentId as string;

    const byRef = await award(quiz.apiKey, { studentRef: ref, amount: 4, details: "Streak" });
    expect(byRef.statusCode).toBe(200);
    expect(byRef.json().transaction.studentId).toBe(ref);
    const batch = await inject(t.app, {
      method: "POST",
      url: "/api/v1/award-trophies/batch",
      headers: { "x-api-key": quiz.apiKey },
      payload: {
        awards: [
          { studentRef: ref, amount: 3 },
          { email: student.email, amount: 2 },
        ],
      },
    });
    expect(batch.statusCode).toBe(200);
    expect(
      batch
        .json()
        .results.map((r: { transaction?: { studentId: string } }) => r.transaction?.studentId),
    ).toEqual([ref, ref]);
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(19);

    const foreign = await award(maths.apiKey, { studentRef: ref, amount: 1 });
    const unknown = await award(maths.apiKey, { email: "nobody-here@example.com", amount: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(19);
  });

  it("is named by e-mail or pseudonym, exactly one of the two", async () => {
    const quiz = await app("Quiz Town");
    const student = await createUser(t.app, { userType: "student" });
    for (const payload of [
      { amount: 1 },
      { email: student.email, studentRef: `stu_${"0".repeat(32)}`, amount: 1 },
      { studentRef: "not-a-ref", amount: 1 },
    ]) {
      const res = await award(quiz.apiKey, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe("validation_failed");
    }
  });

  it("in the sandbox too: a test key's answers name a sandbox pseudonym that awards again", async () => {
    const quiz = await app("Quiz Town");
    const first = await award(quiz.testApiKey, { email: "sandbox-kid@example.com", amount: 6 });
    const ref = first.json().transaction.studentId as string;
    expect(ref).toMatch(/^stu_[0-9a-f]{32}$/);
    const again = await award(quiz.testApiKey, { studentRef: ref, amount: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json().transaction.studentId).toBe(ref);
    const unknown = await award(quiz.testApiKey, {
      studentRef: `stu_${"1".repeat(32)}`,
      amount: 1,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("answers a student who stopped the app exactly as an unknown address, and writes nothing", async () => {
    const quiz = await app("Quiz Town");
    const student = await createUser(t.app, { userType: "student" });
    const ref = (await award(quiz.apiKey, { email: student.email, amount: 10 })).json().transaction
      .studentId as string;
    await t.app.db
      .update(appStudents)
      .set({ blockedByStudentAt: new Date() })
      .where(eq(appStudents.ref, ref));
    const entries = async () =>
      (
        await t.app.db
          .select()
          .from(trophyTransactions)
          .where(eq(trophyTransactions.studentId, student.id))
      ).length;
    const before = await entries();

    const unknown = await award(quiz.apiKey, { email: "nobody-at-all@example.com", amount: 1 });
    for (const payload of [
      { email: student.email, amount: 1 },
      { studentRef: ref, amount: 1 },
    ]) {
      const res = await award(quiz.apiKey, payload);
      expect(res.statusCode).toBe(unknown.statusCode);
      expect(res.json()).toEqual(unknown.json());
    }
    expect(await entries()).toBe(before);
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(10);
    expect((await payloadsOf(quiz.developer.id)).length).toBe(1);
  });
});
