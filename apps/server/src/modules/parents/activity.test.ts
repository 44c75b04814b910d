import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STUDENT_ACTIVITY_DAYS } from "@trophy/shared/schemas/parent";
import { parentStudentLinks, trophyTransactions, users } from "../../db/schema";
import {
  createTestApp,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addLinkRequest, developerWithKey } from "../../../test/fixtures";
import { ERROR_TEXTS } from "../../texts/errors";

/**
 * What a linked student did, as their parent/guide sees it: the ledger page by page, with the app
 * behind each award, and the last 30 days summed per day; on PGlite and on PostgreSQL
 * (DATABASE_URL). Only the parent the student accepted sees it.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, "admin");
});
afterAll(() => t.close());

const call = (who: SignedIn | null, method: "GET" | "POST", url: string, payload?: object) =>
  inject(t.app, { method, url, headers: who?.headers ?? {}, payload });

async function linkedPair() {
  const parent = await signInAs(t.app, { userType: "parent_guide", name: "Pat Guide" });
  const student = await signInAs(t.app, { userType: "student", name: "Sam Student" });
  await t.app.db.insert(parentStudentLinks).values({
    parentId: parent.user.id,
    studentId: student.user.id,
    status: "accepted",
    respondedAt: new Date(),
  });
  return { parent, student };
}

/** An award through the external API, as the developer's app makes it. */
async function award(apiKey: string, email: string, amount: number) {
  const res = await inject(t.app, {
    method: "POST",
    url: "/api/v1/award-trophies",
    headers: { "x-api-key": apiKey },
    payload: { email, amount },
  });
  expect(res.statusCode).toBe(200);
  return res.json().transaction.id as string;
}

const activity = (who: SignedIn | null, studentId: string, query = "") =>
  call(who, "GET", `/api/parents/students/${studentId}/activity${query}`);
const summary = (who: SignedIn | null, studentId: string) =>
  call(who, "GET", `/api/parents/students/${studentId}/activity/summary`);

describe("a linked student's activity", () => {
  it("lists awards with the app's name, redemptions, reversals and refunds, newest first", async () => {
    const { parent, student } = await linkedPair();
    const quest = await developerWithKey(t.app, "MathQuest Apps");
    const plain = await developerWithKey(t.app, "Word Garden");
    // A developer without a company is named by their e-mail.
    await t.app.db.update(users).set({ companyName: null }).where(eq(users.id, plain.developer.id));
    const questAward = await award(quest.apiKey, student.user.email, 50);
    await award(plain.apiKey, student.user.email, 15);

    const reward = (
      await call(parent, "POST", "/api/parents/rewards", {
        studentId: student.user.id,
        title: "Zoo visit",
        trophyCost: 30,
      })
    ).json().reward as { id: string };
    const redeemed = await call(student, "POST", `/api/students/rewards/${reward.id}/redeem`);
    expect(redeemed.statusCode).toBe(200);
    const declined = await call(
      parent,
      "POST",
      `/api/parents/fulfillments/${redeemed.json().redemption.id}/decline`,
      { reason: "Zoo closed" },
    );
    expect(declined.statusCode).toBe(200);
    const reversed = await call(admin, "POST", `/api/admin/awards/${questAward}/reverse`, {
      reason: "Minted by mistake",
    });
    expect(reversed.statusCode).toBe(200);

    const res = await activity(parent, student.user.id);
    expect(res.statusCode).toBe(200);
    const entry = (
      kind: string,
      amount: number,
      description: string | RegExp,
      appName: string | null,
      descriptionText: unknown,
    ) => ({
      id: expect.any(String),
      kind,
      amount,
      description:
        typeof description === "string" ? description : expect.stringMatching(description),
      descriptionText,
      appName,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.json()).toEqual({
      entries: [
        entry("reversal", -50, "Award reversed: Awarded by MathQuest Apps", "MathQuest Apps", {
          key: "ledger_reversed_plain",
          params: {},
        }),
        entry("refund", 30, /^Declined: Zoo visit — Zoo closed$/, null, {
          key: "ledger_refunded",
          params: { title: "Zoo visit", reason: "Zoo closed" },
        }),
        entry("redemption", -30, "Redeemed: Zoo visit", null, {
          key: "ledger_redeemed",
          params: { title: "Zoo visit" },
        }),
        entry("award", 15, /Awarded by/, plain.developer.email, {
          key: "ledger_awarded_by",
          params: { app: expect.any(String) },
        }),
        entry("award", 50, "Awarded by MathQuest Apps", "MathQuest Apps", {
          key: "ledger_awarded_by",
          params: { app: "MathQuest Apps" },
        }),
      ],
      total: 5,
    });

    const page = await activity(parent, student.user.id, "?limit=2&offset=1");
    expect(page.json()).toEqual({ entries: res.json().entries.slice(1, 3), total: 5 });
    expect((await activity(parent, student.user.id, "?offset=5")).json()).toEqual({
      entries: [],
      total: 5,
    });
  });

  it("sums the last 30 UTC days per day, oldest first, zeros kept", async () => {
    const { parent, student } = await linkedPair();
    const { apiKey } = await developerWithKey(t.app);
    await award(apiKey, student.user.email, 40);
    const now = Date.now();
    const daysAgo = (n: number) => new Date(now - n * 86_400_000);
    await t.app.db.insert(trophyTransactions).values([
      // Older than the window: left out.
      {
        studentId: student.user.id,
        amount: 70,
        kind: "award",
        description: "Old",
        createdAt: daysAgo(40),
      },
      {
        studentId: student.user.id,
        amount: 25,
        kind: "award",
        description: "Week",
        createdAt: daysAgo(7),
      },
      {
        studentId: student.user.id,
        amount: -20,
        kind: "redemption",
        description: "Redeemed: Book",
        createdAt: daysAgo(7),
      },
    ]);

    const res = await summary(parent, student.user.id);
    expect(res.statusCode).toBe(200);
    const { days } = res.json<{ days: { date: string; earned: number; spent: number }[] }>();
    expect(days).toHaveLength(STUDENT_ACTIVITY_DAYS);
    const today = new Date(now).toISOString().slice(0, 10);
    expect(days.at(-1)).toEqual({ date: today, earned: 40, spent: 0 });
    expect(days.at(-8)).toEqual({
      date: daysAgo(7).toISOString().slice(0, 10),
      earned: 25,
      spent: 20,
    });
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort());
    expect(days.reduce((sum, d) => sum + d.earned - d.spent, 0)).toBe(45);
  });

  it("is empty for a student with no entries yet", async () => {
    const { parent, student } = await linkedPair();
    expect((await activity(parent, student.user.id)).json()).toEqual({ entries: [], total: 0 });
    const { days } = (await summary(parent, student.user.id)).json<{
      days: { earned: number; spent: number }[];
    }>();
    expect(days.every((d) => d.earned === 0 && d.spent === 0)).toBe(true);
  });
});

describe("who may see a student's activity", () => {
  const notLinked = { error: ERROR_TEXTS.link_not_found, code: "link_not_found" };
  const both = [
    ["activity", activity],
    ["summary", summary],
  ] as const;

  it.each(both)("%s: anonymous 401; students, developers and admins 403", async (_, get) => {
    const { student } = await linkedPair();
    expect((await get(null, student.user.id)).statusCode).toBe(401);
    for (const role of ["student", "developer", "admin"] as const) {
      const res = await get(await signInAs(t.app, role), student.user.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("forbidden");
    }
    // Not even the student themselves: this is the parent's view.
    expect((await get(student, student.user.id)).statusCode).toBe(403);
  });

  it.each(both)("%s: another parent's student, or unknown, 404", async (_, get) => {
    const { student } = await linkedPair();
    const other = await signInAs(t.app, "parent_guide");
    const res = await get(other, student.user.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notLinked);
    expect((await get(other, crypto.randomUUID())).json()).toEqual(notLinked);
  });

  it.each(both)("%s: a pending or declined request is no link (404)", async (_, get) => {
    const parent = await signInAs(t.app, "parent_guide");
    const pending = await signInAs(t.app, "student");
    const declined = await signInAs(t.app, "student");
    await addLinkRequest(t.app, parent.user.id, pending.user.id);
    const request = await addLinkRequest(t.app, parent.user.id, declined.user.id);
    await t.app.db
      .update(parentStudentLinks)
      .set({ status: "rejected", respondedAt: new Date() })
      .where(eq(parentStudentLinks.id, request.id));
    for (const student of [pending, declined]) {
      const res = await get(parent, student.user.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notLinked);
    }
  });

  it.each(both)("%s: a malformed id is 400", async (_, get) => {
    const parent = await signInAs(t.app, "parent_guide");
    const res = await get(parent, "not-a-uuid");
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("validation_failed");
  });

  it("refuses a page outside the limits", async () => {
    const { parent, student } = await linkedPair();
    for (const query of ["?limit=0", "?limit=501", "?offset=-1", "?limit=two"]) {
      const res = await activity(parent, student.user.id, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("validation_failed");
    }
  });

  it("ends when the parent unlinks the student", async () => {
    const { parent, student } = await linkedPair();
    expect((await activity(parent, student.user.id)).statusCode).toBe(200);
    await inject(t.app, {
      method: "DELETE",
      url: `/api/parents/students/${student.user.id}`,
      headers: parent.headers,
    });
    expect((await activity(parent, student.user.id)).json()).toEqual(notLinked);
  });
});
