import { eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftCards } from "../../db/schema";
import {
  createTestApp,
  createUser,
  inject,
  reloadUser,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addGiftCards, addReward, codes, grantTrophies } from "../../../test/fixtures";
import { ERROR_TEXTS } from "../../texts/errors";
import { UnreadableSecret } from "../../lib/secret-box";
import { redeemGiftCard } from "./redemption.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const redeem = (who: SignedIn, id: string) =>
  inject(t.app, {
    method: "POST",
    url: `/api/students/rewards/${id}/redeem`,
    headers: who.headers,
  });
const redeemCard = (who: SignedIn, payload: object) =>
  inject(t.app, {
    method: "POST",
    url: "/api/students/rewards/redeem-gift-card",
    headers: who.headers,
    payload,
  });
const balanceOf = async (who: SignedIn) => (await reloadUser(t.app, who.user.id)).trophyBalance;

describe("redeeming rewards", () => {
  it("spends the cost, records the redemption and answers the new balance", async () => {
    const s = await signInAs(t.app, "student");
    await grantTrophies(t.app, s.user.id, 100);
    const reward = await addReward(t.app, { title: "Extra recess", trophyCost: 30 });
    const res = await redeem(s, reward.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      newBalance: 70,
      giftCard: null,
      transaction: { trophyAmount: -30, description: "Redeemed: Extra recess" },
    });
    expect(body.redemption).toMatchObject({
      rewardId: reward.id,
      rewardTitle: "Extra recess",
      trophyCost: 30,
      status: "pending",
    });
    expect(await balanceOf(s)).toBe(70);
    const list = await inject(t.app, {
      method: "GET",
      url: "/api/students/redemptions",
      headers: s.headers,
    });
    expect(list.json().redemptions).toHaveLength(1);
  });

  it("routes a custom reward's redemption to the parent/guide who made it", async () => {
    const s = await signInAs(t.app, "student");
    const parent = await createUser(t.app, { userType: "parent_guide" });
    await grantTrophies(t.app, s.user.id, 100);
    const reward = await addReward(t.app, {
      title: "Movie night",
      trophyCost: 60,
      customForStudent: s.user.id,
      createdBy: parent.id,
    });
    expect((await redeem(s, reward.id)).json().redemption.status).toBe("pending");
  });

  it("refuses a cost above the balance with Insufficient trophies and changes nothing", async () => {
    const s = await signInAs(t.app, "student");
    await grantTrophies(t.app, s.user.id, 20);
    const reward = await addReward(t.app, { title: "Big prize", trophyCost: 21 });
    const res = await redeem(s, reward.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: ERROR_TEXTS.insufficient_trophies,
      code: "insufficient_trophies",
    });
    expect(await balanceOf(s)).toBe(20);
  });

  it("answers 404 for unknown, inactive and other students' rewards, 400 for malformed ids", async () => {
    const s = await signInAs(t.app, "student");
    const other = await createUser(t.app, { userType: "student" });
    await grantTrophies(t.app, s.user.id, 500);
    const inactive = await addReward(t.app, { title: "Old", trophyCost: 5, isActive: false });
    const theirs = await addReward(t.app, {
      title: "Theirs",
      trophyCost: 5,
      customForStudent: other.id,
    });
    expect((await redeem(s, inactive.id)).statusCode).toBe(404);
    expect((await redeem(s, theirs.id)).statusCode).toBe(404);
    expect((await redeem(s, "5c0b1d6e-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await redeem(s, "not-a-uuid")).statusCode).toBe(400);
    expect((await redeem(s, "gc_amazon_x_10")).statusCode).toBe(400);
    expect(await balanceOf(s)).toBe(500);
  });
});

describe("redeeming gift cards", () => {
  it("hands out a whole code by gc_ id (card types with underscores too) and lists it for that student only", async () => {
    const s = await signInAs(t.app, "student");
    const other = await signInAs(t.app, "student");
    await grantTrophies(t.app, s.user.id, 1000);
    await addGiftCards(t.app, {
      cardType: "google_play",
      usdAmount: 15,
      trophyCost: 300,
      codes: ["GPLAY-AAAA-1111"],
    });
    const res = await redeem(s, "gc_google_play_15_300");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.giftCard).toMatchObject({
      code: "GPLAY-AAAA-1111",
      cardType: "google_play",
      usdAmount: 15,
      trophyCost: 300,
    });
    expect(body.redemption).toMatchObject({ rewardType: "gift_card", status: "completed" });
    expect(body.newBalance).toBe(700);

    const mine = await inject(t.app, {
      method: "GET",
      url: "/api/students/gift-cards",
      headers: s.headers,
    });
    expect(mine.json().giftCards.map((c: { code: string }) => c.code)).toEqual(["GPLAY-AAAA-1111"]);
    const theirs = await inject(t.app, {
      method: "GET",
      url: "/api/students/gift-cards",
      headers: other.headers,
    });
    expect(theirs.json().giftCards).toEqual([]);
    const [stored] = await t.app.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.id, body.giftCard.id));
    expect(stored?.codeCiphertext).not.toContain("GPLAY");
  });

  it("redeems by denomination through redeem-gift-card, soonest expiry first, never an expired card", async () => {
    const s = await signInAs(t.app, "student");
    await grantTrophies(t.app, s.user.id, 1000);
    const soon = new Date(Date.now() + 86_400_000);
    const later = new Date(Date.now() + 10 * 86_400_000);
    await addGiftCards(t.app, {
      cardType: "roblox",
      usdAmount: 5,
      trophyCost: 100,
      codes: ["RBX-EXPIRED"],
      expiresAt: new Date(Date.now() - 1000),
    });
    await addGiftCards(t.app, {
      cardType: "roblox",
      usdAmount: 5,
      trophyCost: 100,
      codes: ["RBX-LATER"],
      expiresAt: later,
    });
    await addGiftCards(t.app, {
      cardType: "roblox",
      usdAmount: 5,
      trophyCost: 100,
      codes: ["RBX-SOON"],
      expiresAt: soon,
    });
    const first = await redeemCard(s, { cardType: "roblox", usdAmount: 5, trophyCost: 100 });
    const second = await redeemCard(s, { cardType: "roblox", usdAmount: "5", trophyCost: "100" });
    expect([first.json().giftCard.code, second.json().giftCard.code]).toEqual([
      "RBX-SOON",
      "RBX-LATER",
    ]);
    const third = await redeemCard(s, { cardType: "roblox", usdAmount: 5, trophyCost: 100 });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ error: ERROR_TEXTS.out_of_stock, code: "out_of_stock" });
    expect(await balanceOf(s)).toBe(800);
  });

  it("rejects invalid denominations with 400", async () => {
    const s = await signInAs(t.app, "student");
    for (const payload of [
      {},
      { cardType: "", usdAmount: 5, trophyCost: 1 },
      { cardType: "x", usdAmount: -5, trophyCost: 1 },
      { cardType: "x", usdAmount: 5, trophyCost: 1.5 },
    ]) {
      expect((await redeemCard(s, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe("a code that cannot be read", () => {
  it("charges nothing: the code is opened before the redemption commits", async () => {
    const s = await signInAs(t.app, "student");
    await grantTrophies(t.app, s.user.id, 70);
    const [card] = await addGiftCards(t.app, {
      cardType: "unreadable",
      usdAmount: 5,
      trophyCost: 70,
      codes: ["UNREADABLE-1"],
    });
    if (!card) throw new Error("no card");
    await t.app.db
      .update(giftCards)
      .set({ codeCiphertext: "not.a.sealed-code" })
      .where(eq(giftCards.id, card.id));
    const res = await redeem(s, "gc_unreadable_5_70");
    expect(res.statusCode).toBe(500);
    expect(await balanceOf(s)).toBe(70);
    const [after] = await t.app.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(after?.redeemedBy).toBeNull();
  });
});

describe("a code copied onto another card", () => {
  it("does not open there: the redemption fails, shows nothing and charges nothing", async () => {
    const s = await signInAs(t.app, "student");
    await grantTrophies(t.app, s.user.id, 40);
    const [valuable] = await addGiftCards(t.app, {
      cardType: "valuable",
      usdAmount: 100,
      trophyCost: 5000,
      codes: ["VALUABLE-CODE-1"],
    });
    const [cheap] = await addGiftCards(t.app, {
      cardType: "cheap",
      usdAmount: 5,
      trophyCost: 40,
      codes: ["CHEAP-CODE-1"],
    });
    if (!valuable || !cheap) throw new Error("no cards");
    // As someone who can write to the database, but has no APP_SECRET, would move it.
    await t.app.db
      .update(giftCards)
      .set({ codeCiphertext: valuable.codeCiphertext })
      .where(eq(giftCards.id, cheap.id));

    const res = await redeem(s, "gc_cheap_5_40");
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: ERROR_TEXTS.internal_error, code: "internal_error" });
    expect(res.body).not.toContain("VALUABLE");
    expect(await balanceOf(s)).toBe(40);
    const [after] = await t.app.db.select().from(giftCards).where(eq(giftCards.id, cheap.id));
    expect(after?.redeemedBy).toBeNull();
    // What the server logs names the place, never the value.
    const failure = redeemGiftCard(
      { db: t.app.db, giftCardCodes: t.app.giftCardCodes, announce: () => undefined },
      await reloadUser(t.app, s.user.id),
      { cardType: "cheap", usdAmount: 5, trophyCost: 40 },
    );
    await expect(failure).rejects.toThrow(UnreadableSecret);
    await expect(failure).rejects.toThrow(
      `the value of gift_cards.code_ciphertext in row ${cheap.id} does not open`,
    );
    expect(await balanceOf(s)).toBe(40);

    // In its own row the code still opens.
    const rich = await signInAs(t.app, "student");
    await grantTrophies(t.app, rich.user.id, 5000);
    const own = await redeem(rich, "gc_valuable_100_5000");
    expect(own.statusCode).toBe(200);
    expect(own.json().giftCard.code).toBe("VALUABLE-CODE-1");
  });
});

/**
 * Another transaction may hold every available card of a denomination for a moment (rotate-secret
 * sealing a batch of codes again, or redemptions that may yet roll back): a redemption then waits
 * for them instead of answering out of stock. PostgreSQL only: PGlite runs one statement at a time.
 */
describe.skipIf(!process.env.DATABASE_URL)("cards held by another transaction", () => {
  /** A student with 30 trophies, and two cards of the denomination `cardType`, 5 USD for 30. */
  async function studentAndTwoCards(cardType: string, prefix: string) {
    const s = await signInAs(t.app, "student");
    await grantTrophies(t.app, s.user.id, 30);
    await addGiftCards(t.app, { cardType, usdAmount: 5, trophyCost: 30, codes: codes(prefix, 2) });
    return s;
  }

  /**
   * Redeems while another transaction runs `hold` on the cards and keeps them a moment: the
   * redemption must not answer before that transaction ends.
   */
  async function redeemWhileHeld(s: SignedIn, cardType: string, hold: SQL) {
    let answered = false;
    let redemption: ReturnType<typeof redeem> | undefined;
    await t.app.db.transaction(async (tx) => {
      await tx.execute(hold);
      redemption = redeem(s, `gc_${cardType}_5_30`).finally(() => {
        answered = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
    });
    if (!redemption) throw new Error("no redemption");
    return redemption;
  }

  it("waits for them, then redeems one", async () => {
    const s = await studentAndTwoCards("heldawhile", "HELD");
    const res = await redeemWhileHeld(
      s,
      "heldawhile",
      sql`SELECT ${giftCards.id} FROM ${giftCards} WHERE ${giftCards.cardType} = 'heldawhile' FOR UPDATE`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().giftCard.code).toMatch(/^HELD-000[01]$/);
    expect(await balanceOf(s)).toBe(0);
  });

  it("answers out of stock once the cards it waited for are taken, and charges nothing", async () => {
    const s = await studentAndTwoCards("takenwhile", "TAKEN");
    const other = await signInAs(t.app, "student");
    const res = await redeemWhileHeld(
      s,
      "takenwhile",
      sql`UPDATE ${giftCards} SET redeemed_at = now(), redeemed_by = ${other.user.id}
          WHERE ${giftCards.cardType} = 'takenwhile'`,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: ERROR_TEXTS.out_of_stock, code: "out_of_stock" });
    expect(await balanceOf(s)).toBe(30);
  });
});

describe("no double spend", () => {
  it("lets exactly 10 of 50 simultaneous redemptions through for a student who can afford 10", async () => {
    const s = await signInAs(t.app, "student");
    await grantTrophies(t.app, s.user.id, 105);
    const reward = await addReward(t.app, { title: "Sticker", trophyCost: 10 });
    const results = await Promise.all(Array.from({ length: 50 }, () => redeem(s, reward.id)));
    const codesSeen = results.map((r) => r.statusCode);
    expect(codesSeen.filter((c) => c === 200)).toHaveLength(10);
    expect(codesSeen.filter((c) => c === 400)).toHaveLength(40);
    expect(await balanceOf(s)).toBe(5);
  });

  it("gives the last 5 codes to exactly 5 of 30 racing students, each code once", async () => {
    await addGiftCards(t.app, {
      cardType: "starbucks",
      usdAmount: 5,
      trophyCost: 50,
      codes: codes("SBUX-LAST", 5),
    });
    const students = await Promise.all(
      Array.from({ length: 30 }, () => signInAs(t.app, "student")),
    );
    await Promise.all(students.map((s) => grantTrophies(t.app, s.user.id, 50)));
    const results = await Promise.all(students.map((s) => redeem(s, "gc_starbucks_5_50")));
    const winners = results.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(25);
    const won = winners.map((r) => r.json().giftCard.code as string);
    expect(new Set(won).size).toBe(5);
    const balances = await Promise.all(students.map(balanceOf));
    expect(balances.filter((b) => b === 0)).toHaveLength(5);
    expect(balances.filter((b) => b === 50)).toHaveLength(25);
  });

  it("gives one student racing for the last 2 codes exactly 2, charged twice, the rest out of stock", async () => {
    // Each redemption pays before it looks for a card: those waiting for the student's balance
    // hold no card meanwhile, so the ones that found every card taken wait for nobody in return.
    await addGiftCards(t.app, {
      cardType: "lastpair",
      usdAmount: 5,
      trophyCost: 20,
      codes: codes("PAIR-LAST", 2),
    });
    const s = await signInAs(t.app, "student");
    await grantTrophies(t.app, s.user.id, 100);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => redeem(s, "gc_lastpair_5_20")),
    );
    const winners = results.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(6);
    expect(new Set(winners.map((r) => r.json().giftCard.code as string)).size).toBe(2);
    expect(await balanceOf(s)).toBe(60);
  });
});
