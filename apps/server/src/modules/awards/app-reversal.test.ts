import { setTimeout as sleep } from "node:timers/promises";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  inject,
  reloadUser,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";
import {
  activityLog,
  appStudents,
  parentStudentLinks,
  sandboxAwards,
  trophyTransactions,
} from "../../db/schema";
import { ERROR_TEXTS } from "../../texts/errors";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function awarded(key: string, email: string, amount: number) {
  const res = await inject(t.app, {
    method: "POST",
    url: "/api/v1/award-trophies",
    headers: { "x-api-key": key },
    payload: { email, amount, details: "Fractions quiz" },
  });
  expect(res.statusCode).toBe(200);
  return res.json().transaction.id as string;
}

const reverse = (key: string, id: string, payload: object = { reason: "Scored twice" }) =>
  inject(t.app, {
    method: "POST",
    url: `/api/v1/awards/${id}/reverse`,
    headers: { "x-api-key": key },
    payload,
  });
const lookUp = (key: string, id: string) =>
  inject(t.app, { method: "GET", url: `/api/v1/awards/${id}`, headers: { "x-api-key": key } });

async function spend(student: SignedIn, amount: number) {
  await t.app.database.query(
    "INSERT INTO trophy_transactions (student_id, amount, kind, description) VALUES ($1, $2, 'redemption', 'Spent')",
    [student.user.id, -amount],
  );
}

describe("an app reverses its own awards", () => {
  it("reverses once, answers the same again, and GET shows reversedAt", async () => {
    const { apiKey } = await developerWithKey(t.app, "Fraction Forest");
    const student = await signInAs(t.app, "student");
    const id = await awarded(apiKey, student.user.email, 40);

    const before = await lookUp(apiKey, id);
    expect(before.statusCode).toBe(200);
    const ref = before.json().award.studentId as string;
    expect(ref).toMatch(/^stu_[0-9a-f]{32}$/);
    expect(before.json()).toEqual({
      livemode: true,
      award: {
        id,
        // The app's pseudonym for the student; no e-mail comes back.
        studentId: ref,
        amount: 40,
        details: "Fractions quiz",
        createdAt: expect.any(String),
        reversedAt: null,
      },
    });

    const res = await reverse(apiKey, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      livemode: true,
      reversal: {
        id: expect.any(String),
        awardId: id,
        studentId: ref,
        amount: -40,
        createdAt: expect.any(String),
      },
    });
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(0);
    expect((await reverse(apiKey, id, {})).json()).toEqual(res.json());
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(0);
    expect((await lookUp(apiKey, id)).json().award.reversedAt).toBe(res.json().reversal.createdAt);

    const mine = await t.app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.userId, student.user.id));
    expect(mine.map((row) => row.description)).toContain(
      `Fraction Forest reversed 40 trophies awarded to ${student.user.email}: Scored twice`,
    );
  });

  it("has one effect for 10 simultaneous reversals", async () => {
    const { apiKey } = await developerWithKey(t.app);
    const student = await signInAs(t.app, "student");
    const id = await awarded(apiKey, student.user.email, 12);
    const answers = await Promise.all(Array.from({ length: 10 }, () => reverse(apiKey, id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.json().reversal.id)).size).toBe(1);
    const entries = await t.app.db
      .select()
      .from(trophyTransactions)
      .where(eq(trophyTransactions.reversesId, id));
    expect(entries).toHaveLength(1);
  });

  it("refuses with 409 when the student already spent it, writing nothing", async () => {
    const { apiKey } = await developerWithKey(t.app);
    const student = await signInAs(t.app, "student");
    const id = await awarded(apiKey, student.user.email, 30);
    await spend(student, 20);
    const refused = await reverse(apiKey, id);
    expect(refused.statusCode).toBe(409);
    // The app learns that the balance is too low, never what it is.
    expect(refused.json()).toEqual({
      error: ERROR_TEXTS.reversal_exceeds_balance,
      code: "reversal_exceeds_balance",
    });
    expect(refused.body).not.toMatch(/\b10\b/);
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(10);
    expect((await lookUp(apiKey, id)).json().award.reversedAt).toBeNull();
  });

  it("refuses awards older than 7 days with 409; an admin can still reverse them", async () => {
    const { apiKey } = await developerWithKey(t.app);
    const student = await signInAs(t.app, "student");
    const id = await awarded(apiKey, student.user.email, 5);
    // The ledger refuses updates; this award is made to look old where the check reads it.
    await t.app.database.query("ALTER TABLE trophy_transactions DISABLE TRIGGER USER");
    try {
      await t.app.database.query(
        "UPDATE trophy_transactions SET created_at = now() - interval '8 days' WHERE id = $1",
        [id],
      );
    } finally {
      await t.app.database.query("ALTER TABLE trophy_transactions ENABLE TRIGGER USER");
    }
    const refused = await reverse(apiKey, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: ERROR_TEXTS.reversal_window_passed,
      code: "reversal_window_passed",
    });
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(5);
    const admin = await signInAs(t.app, "admin");
    const byAdmin = await inject(t.app, {
      method: "POST",
      url: `/api/admin/awards/${id}/reverse`,
      headers: admin.headers,
      payload: { reason: "Reported by the school" },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(0);
  });

  it("sees only the developer's own awards: another's is 404, as is a missing one", async () => {
    const mine = await developerWithKey(t.app);
    const theirs = await developerWithKey(t.app);
    const student = await signInAs(t.app, "student");
    const id = await awarded(theirs.apiKey, student.user.email, 8);
    for (const res of [await reverse(mine.apiKey, id), await lookUp(mine.apiKey, id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: ERROR_TEXTS.award_not_found, code: "award_not_found" });
    }
    // The live key does not see the sandbox, nor the sandbox the ledger.
    expect((await lookUp(theirs.testApiKey, id)).statusCode).toBe(404);
    const missing = "7d1b7c5e-7f0e-4a8e-9a55-000000000000";
    expect((await reverse(theirs.apiKey, missing)).statusCode).toBe(404);
    expect((await reverse(theirs.apiKey, "not-an-id")).statusCode).toBe(400);
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(8);
  });

  it("refuses without a key, with an unknown key, and a reason too long", async () => {
    const { apiKey } = await developerWithKey(t.app);
    const student = await signInAs(t.app, "student");
    const id = await awarded(apiKey, student.user.email, 2);
    const anonymous = await inject(t.app, { method: "POST", url: `/api/v1/awards/${id}/reverse` });
    expect(anonymous.statusCode).toBe(401);
    expect((await reverse("trk_unknown", id)).statusCode).toBe(401);
    expect((await lookUp("trk_unknown", id)).statusCode).toBe(401);
    const long = await reverse(apiKey, id, { reason: "x".repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe("reason must be at most 500 characters");
  });

  it("reverses sandbox awards by the same rules", async () => {
    const { testApiKey } = await developerWithKey(t.app);
    const id = await awarded(testApiKey, "pupil@example.org", 9);
    const other = await awarded(testApiKey, "pupil@example.org", 1);
    const res = await reverse(testApiKey, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ livemode: false, reversal: { awardId: id, amount: -9 } });
    expect((await reverse(testApiKey, id)).json()).toEqual(res.json());
    expect((await lookUp(testApiKey, id)).json()).toMatchObject({
      livemode: false,
      award: {
        id,
        amount: 9,
        studentId: expect.stringMatching(/^stu_[0-9a-f]{32}$/),
        reversedAt: expect.any(String),
      },
    });
    // The sandbox student has 1 left: the second award, spent elsewhere in a real app, cannot go.
    await t.app.db.update(sandboxAwards).set({ amount: 5 }).where(eq(sandboxAwards.id, other));
    const refused = await reverse(testApiKey, other);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: ERROR_TEXTS.reversal_exceeds_balance,
      code: "reversal_exceeds_balance",
    });
  });
});

/**
 * After a stop (docs/product.md §4, Privacy towards apps) the app reads nothing more about the
 * student and takes nothing back from them: its look-ups and reversals of their awards answer as
 * for an award that does not exist. An admin still reverses them.
 */
describe("after the student or a parent/guide stops the app", () => {
  const missing = "7d1b7c5e-7f0e-4a8e-9a55-000000000000";
  const stop = (student: SignedIn, developerId: string, blocked: boolean) =>
    inject(t.app, {
      method: "PUT",
      url: `/api/students/apps/${developerId}`,
      headers: student.headers,
      payload: { blocked },
    });
  const reversalsOf = (awardId: string) =>
    t.app.db.select().from(trophyTransactions).where(eq(trophyTransactions.reversesId, awardId));

  it("answers the app's look-ups and reversals as for a missing award, and writes nothing", async () => {
    const { apiKey, developer } = await developerWithKey(t.app, "Quiz Town");
    const student = await signInAs(t.app, "student");
    const open = await awarded(apiKey, student.user.email, 20);
    const reversed = await awarded(apiKey, student.user.email, 5);
    expect((await reverse(apiKey, reversed)).statusCode).toBe(200);
    expect((await stop(student, developer.id, true)).statusCode).toBe(200);

    const unknown = [await lookUp(apiKey, missing), await reverse(apiKey, missing)];
    for (const id of [open, reversed]) {
      const answers = [await lookUp(apiKey, id), await reverse(apiKey, id)];
      expect(answers.map((r) => r.statusCode)).toEqual([404, 404]);
      expect(answers.map((r) => r.json())).toEqual(unknown.map((r) => r.json()));
    }
    expect(unknown[0]?.json()).toEqual({
      error: ERROR_TEXTS.award_not_found,
      code: "award_not_found",
    });
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(20);
    expect(await reversalsOf(open)).toEqual([]);

    // Allowed again, the app sees and may reverse its awards as before.
    expect((await stop(student, developer.id, false)).statusCode).toBe(200);
    expect((await lookUp(apiKey, open)).json().award.reversedAt).toBeNull();
    expect((await reverse(apiKey, open)).statusCode).toBe(200);
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(0);
  });

  it("does the same after a parent/guide's stop; an admin still reverses", async () => {
    const { apiKey, developer } = await developerWithKey(t.app, "Maths Hill");
    const parent = await signInAs(t.app, "parent_guide");
    const student = await signInAs(t.app, "student");
    await t.app.db.insert(parentStudentLinks).values({
      parentId: parent.user.id,
      studentId: student.user.id,
      status: "accepted",
      respondedAt: new Date(),
    });
    const id = await awarded(apiKey, student.user.email, 7);
    const stopped = await inject(t.app, {
      method: "PUT",
      url: `/api/parents/students/${student.user.id}/apps/${developer.id}`,
      headers: parent.headers,
      payload: { blocked: true },
    });
    expect(stopped.json().app).toMatchObject({ blocked: true, blockedBy: "parent" });
    expect((await lookUp(apiKey, id)).statusCode).toBe(404);
    expect((await reverse(apiKey, id)).statusCode).toBe(404);
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(7);

    const admin = await signInAs(t.app, "admin");
    const byAdmin = await inject(t.app, {
      method: "POST",
      url: `/api/admin/awards/${id}/reverse`,
      headers: admin.headers,
      payload: { reason: "Reported by the school" },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(0);
    expect(await reversalsOf(id)).toHaveLength(1);
    // The app still reads nothing of it.
    expect((await lookUp(apiKey, id)).statusCode).toBe(404);
  });

  it("stops only that app: another app's awards to the student are read and reversed as before", async () => {
    const stopped = await developerWithKey(t.app, "Quiz Town");
    const other = await developerWithKey(t.app, "Maths Hill");
    const student = await signInAs(t.app, "student");
    await awarded(stopped.apiKey, student.user.email, 3);
    const id = await awarded(other.apiKey, student.user.email, 4);
    expect((await stop(student, stopped.developer.id, true)).statusCode).toBe(200);
    expect((await lookUp(other.apiKey, id)).statusCode).toBe(200);
    expect((await reverse(other.apiKey, id)).statusCode).toBe(200);
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(3);
  });
});

/**
 * A stop committed while the app's reversal runs: the reversal waits for it and then refuses.
 * PGlite runs one transaction at a time, so only PostgreSQL can interleave them.
 */
describe.runIf(process.env.DATABASE_URL)("a reversal beside a stop being written", () => {
  it("waits for the stop and answers 404, taking nothing", async () => {
    const { apiKey, developer } = await developerWithKey(t.app);
    const student = await signInAs(t.app, "student");
    const id = await awarded(apiKey, student.user.email, 6);
    let reversal: ReturnType<typeof reverse> | undefined;
    const pair = and(
      eq(appStudents.developerId, developer.id),
      eq(appStudents.studentId, student.user.id),
    );
    await t.app.db.transaction(async (tx) => {
      // As the stop does: the pair's row locked, then stamped.
      await tx.select().from(appStudents).where(pair).for("update");
      reversal = reverse(apiKey, id);
      // Long enough for the reversal to lock the student and reach the pair.
      await sleep(300);
      await tx.update(appStudents).set({ blockedByStudentAt: new Date() }).where(pair);
    });
    const res = await reversal;
    expect(res?.statusCode).toBe(404);
    expect(res?.json().code).toBe("award_not_found");
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(6);
  });
});
