import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, parentStudentLinks } from "../../db/schema";
import {
  PASSWORD,
  createTestApp,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addGiftCards, codes, developerWithKey, grantTrophies } from "../../../test/fixtures";

/**
 * What the platform writes for people travels as a key and its parameters beside the English
 * sentence (packages/shared schemas/platform-text.ts): offerings of gift cards, ledger entries the
 * platform makes, an award without details, the admins' activity log and a parent's view of the
 * ledger. Text a person wrote has no key. On PGlite and on PostgreSQL (DATABASE_URL).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (who: SignedIn, url: string) =>
  inject(t.app, { method: "GET", url, headers: who.headers });

async function linkedStudent() {
  const parent = await signInAs(t.app, "parent_guide");
  const student = await signInAs(t.app, "student");
  await t.app.db.insert(parentStudentLinks).values({
    parentId: parent.user.id,
    studentId: student.user.id,
    status: "accepted",
    respondedAt: new Date(),
  });
  return { parent, student };
}

describe("texts the platform writes", () => {
  it("name a gift card by its type and amount, in offerings, the ledger and redemptions", async () => {
    const student = await signInAs(t.app, "student");
    await grantTrophies(t.app, student.user.id, 500, "Fractions quiz");
    await addGiftCards(t.app, {
      cardType: "google_play",
      usdAmount: 15,
      trophyCost: 150,
      codes: codes(`PT-${student.user.id.slice(0, 8)}`, 1),
    });
    const named = { cardType: "google_play", usdAmount: 15 };

    const rewards = await get(student, "/api/students/rewards?limit=500");
    const offering = rewards
      .json<{ rewards: { id: string; titleText: unknown; descriptionText: unknown }[] }>()
      .rewards.find((r) => r.id === "gc_google_play_15_150");
    expect(offering?.titleText).toEqual({ key: "gift_card_title", params: named });
    expect(offering?.descriptionText).toEqual({ key: "gift_card_description", params: named });

    const redeemed = await inject(t.app, {
      method: "POST",
      url: "/api/students/rewards/redeem-gift-card",
      headers: student.headers,
      payload: { cardType: "google_play", usdAmount: 15, trophyCost: 150 },
    });
    expect(redeemed.statusCode).toBe(200);
    const body = redeemed.json();
    // The English sentences stay for API clients, without the article before a brand.
    expect(body.transaction.description).toBe("Redeemed: Google Play $15 Gift Card");
    expect(body.transaction.descriptionText).toEqual({ key: "ledger_redeemed", params: named });
    expect(body.redemption.rewardTitleText).toEqual({ key: "gift_card_title", params: named });

    const history = (await get(student, "/api/students/trophies")).json<{
      history: { description: string; descriptionText: unknown }[];
    }>().history;
    expect(history.map((h) => h.descriptionText)).toEqual([
      { key: "ledger_redeemed", params: named },
      // An award's details are the app's own words: no key.
      null,
    ]);
    const redemptions = (await get(student, "/api/students/redemptions")).json();
    expect(redemptions.redemptions[0].rewardTitleText).toEqual({
      key: "gift_card_title",
      params: named,
    });

    const admin = await signInAs(t.app, "admin");
    const dashboard = (await get(admin, "/api/admin/dashboard")).json<{
      recentActivity: {
        description: string;
        descriptionText: { key: string; params: unknown } | null;
      }[];
    }>();
    const entry = dashboard.recentActivity.find(
      (a) => a.descriptionText?.key === "activity_redeemed",
    );
    expect(entry?.descriptionText?.params).toEqual({
      ...named,
      email: student.user.email,
      cost: 150,
    });
    expect(entry?.description).toBe(
      `${student.user.email} redeemed Google Play $15 Gift Card for 150 trophies`,
    );
  });

  it("say who awarded an award sent without details, to the student and their parent", async () => {
    const { apiKey } = await developerWithKey(t.app, "Quiz Town");
    const { parent, student } = await linkedStudent();
    const award = (details?: string) =>
      inject(t.app, {
        method: "POST",
        url: "/api/v1/award-trophies",
        headers: { "x-api-key": apiKey },
        payload: { email: student.user.email, amount: 5, ...(details ? { details } : {}) },
      });
    const plain = await award();
    expect(plain.statusCode).toBe(200);
    await award("Perfect score: times tables");

    const history = (await get(student, "/api/students/trophies")).json<{
      history: { description: string; descriptionText: unknown }[];
    }>().history;
    expect(history.map((h) => [h.description, h.descriptionText])).toEqual([
      ["Perfect score: times tables", null],
      ["Awarded by Quiz Town", { key: "ledger_awarded_by", params: { app: "Quiz Town" } }],
    ]);
    const feed = (await get(parent, `/api/parents/students/${student.user.id}/activity`)).json<{
      entries: { descriptionText: unknown }[];
    }>().entries;
    expect(feed.map((e) => e.descriptionText)).toEqual([
      null,
      { key: "ledger_awarded_by", params: { app: "Quiz Town" } },
    ]);
    const logged = await t.app.db
      .select({ text: activityLog.descriptionText })
      .from(activityLog)
      .where(eq(activityLog.userId, student.user.id));
    expect(logged.map((l) => l.text)).toContainEqual({
      key: "activity_awarded",
      params: { app: "Quiz Town", amount: 5, email: student.user.email },
    });
  });

  it("lose a deleted student's address from the activity log's parameters too", async () => {
    const student = await signInAs(t.app, "student");
    await grantTrophies(t.app, student.user.id, 100);
    await addGiftCards(t.app, {
      cardType: "roblox",
      usdAmount: 5,
      trophyCost: 50,
      codes: codes(`PTD-${student.user.id.slice(0, 8)}`, 1),
    });
    await inject(t.app, {
      method: "POST",
      url: "/api/students/rewards/redeem-gift-card",
      headers: student.headers,
      payload: { cardType: "roblox", usdAmount: 5, trophyCost: 50 },
    });
    const deleted = await inject(t.app, {
      method: "DELETE",
      url: "/api/users/me",
      headers: student.headers,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    const logged = await t.app.db
      .select({ description: activityLog.description, text: activityLog.descriptionText })
      .from(activityLog)
      .where(eq(activityLog.userId, student.user.id));
    expect(logged.length).toBeGreaterThan(1);
    for (const entry of logged) {
      expect(entry.description).not.toContain(student.user.email);
      expect(JSON.stringify(entry.text)).not.toContain(student.user.email);
    }
    const redeemed = logged.find((l) => l.text?.key === "activity_redeemed");
    expect(redeemed?.text?.params.cardType).toBe("roblox");
  });
});
