import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftCards, parentStudentLinks, redemptions, trophyTransactions } from "../../db/schema";
import {
  createTestApp,
  createUser,
  inject,
  reloadUser,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import {
  addGiftCards,
  addLinkRequest,
  addReward,
  codes,
  grantTrophies,
} from "../../../test/fixtures";
import { ERROR_TEXTS } from "../../texts/errors";

/**
 * Double clicks (docs/product.md §10): ten simultaneous clicks on the same thing have one effect and no 5xx, on
 * PGlite and on PostgreSQL (DATABASE_URL), where the requests really run side by side.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEN = 10;
const post = (who: SignedIn, url: string, payload?: object) =>
  inject(t.app, { method: "POST", url, headers: who.headers, payload });
const statuses = (results: { statusCode: number }[]) =>
  results.map((r) => r.statusCode).sort((a, b) => a - b);
const count = async (table: typeof redemptions | typeof trophyTransactions, studentId: string) =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.studentId, studentId))
  )[0]?.n;

describe("ten simultaneous answers to one connection request", () => {
  it.each([
    ["accept", "accepted"],
    ["reject", "rejected"],
  ] as const)("%s: one 200, the rest 404, the link %s once", async (action, status) => {
    const student = await signInAs(t.app, "student");
    const parent = await createUser(t.app, { userType: "parent_guide" });
    const request = await addLinkRequest(t.app, parent.id, student.user.id);
    const url = `/api/students/connection-requests/${request.id}/${action}`;
    const results = await Promise.all(Array.from({ length: TEN }, () => post(student, url)));
    expect(statuses(results)).toEqual([200, ...Array<number>(TEN - 1).fill(404)]);
    for (const r of results.filter((r) => r.statusCode === 404)) {
      expect(r.json()).toEqual({ error: ERROR_TEXTS.request_not_found, code: "request_not_found" });
    }
    const links = await t.app.db
      .select()
      .from(parentStudentLinks)
      .where(
        and(
          eq(parentStudentLinks.parentId, parent.id),
          eq(parentStudentLinks.studentId, student.user.id),
        ),
      );
    expect(links.map((l) => l.status)).toEqual([status]);
  });

  it("accept and reject racing: exactly one of them wins", async () => {
    const student = await signInAs(t.app, "student");
    const parent = await createUser(t.app, { userType: "parent_guide" });
    const request = await addLinkRequest(t.app, parent.id, student.user.id);
    const results = await Promise.all(
      Array.from({ length: TEN }, (_, i) =>
        post(
          student,
          `/api/students/connection-requests/${request.id}/${i % 2 ? "accept" : "reject"}`,
        ),
      ),
    );
    expect(statuses(results)).toEqual([200, ...Array<number>(TEN - 1).fill(404)]);
  });
});

describe("ten simultaneous redemptions of one reward by one student", () => {
  it("of a reward the balance pays once: one redemption, one charge", async () => {
    const student = await signInAs(t.app, "student");
    await grantTrophies(t.app, student.user.id, 30);
    const reward = await addReward(t.app, { title: "Extra recess", trophyCost: 30 });
    const results = await Promise.all(
      Array.from({ length: TEN }, () => post(student, `/api/students/rewards/${reward.id}/redeem`)),
    );
    expect(statuses(results)).toEqual([200, ...Array<number>(TEN - 1).fill(400)]);
    for (const r of results.filter((r) => r.statusCode === 400)) {
      expect(r.json()).toEqual({
        error: ERROR_TEXTS.insufficient_trophies,
        code: "insufficient_trophies",
      });
    }
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(0);
    expect(await count(redemptions, student.user.id)).toBe(1);
    expect(await count(trophyTransactions, student.user.id)).toBe(2);
  });

  it.each([
    ["by gc_ id", (s: SignedIn) => post(s, "/api/students/rewards/gc_roblox_10_40/redeem")],
    [
      "through redeem-gift-card",
      (s: SignedIn) =>
        post(s, "/api/students/rewards/redeem-gift-card", {
          cardType: "roblox",
          usdAmount: 10,
          trophyCost: 40,
        }),
    ],
  ])("of a gift card %s the balance pays once: one code handed out", async (_, redeem) => {
    const student = await signInAs(t.app, "student");
    await grantTrophies(t.app, student.user.id, 40);
    await addGiftCards(t.app, {
      cardType: "roblox",
      usdAmount: 10,
      trophyCost: 40,
      codes: codes(`DBL-${student.user.id.slice(0, 8)}`, TEN),
    });
    const results = await Promise.all(Array.from({ length: TEN }, () => redeem(student)));
    expect(statuses(results)).toEqual([200, ...Array<number>(TEN - 1).fill(400)]);
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(0);
    const claimed = await t.app.db
      .select({ id: giftCards.id })
      .from(giftCards)
      .where(eq(giftCards.redeemedBy, student.user.id));
    expect(claimed).toHaveLength(1);
    expect(await count(redemptions, student.user.id)).toBe(1);
  });
});
