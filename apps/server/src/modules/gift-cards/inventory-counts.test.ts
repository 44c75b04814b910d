import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftCardCounts, parentStudentLinks } from "../../db/schema";
import { rowsOf } from "../../db/raw";
import { maintainDatabase } from "../../db/maintenance";
import { summarize } from "../../db/dump-check";
import {
  createTestApp,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addGiftCards, codes, grantTrophies } from "../../../test/fixtures";
import { countsAndCards, inventoryFromCards } from "../../../test/inventory-oracle";
import { compactGiftCardCounts } from "../../db/gift-card-counts";

/**
 * The admin's inventory read from gift_card_counts (db/schema.ts) answers what counting every
 * card answers, after every way cards come, go, change and expire; on PGlite and on PostgreSQL
 * (DATABASE_URL), where the simultaneous redemptions really run side by side.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, "admin");
});
afterAll(() => t.close());

const call = (
  who: SignedIn,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) => inject(t.app, { method, url, headers: who.headers, payload });
const DAY = 24 * 60 * 60 * 1000;

async function expectInventoryMatchesCards() {
  const res = await call(admin, "GET", "/api/admin/gift-cards/inventory");
  expect(res.statusCode).toBe(200);
  expect(res.json().inventory).toEqual(await inventoryFromCards(t.app.db));
  const { counted, cards } = await countsAndCards(t.app.db);
  expect(counted).toEqual(cards);
}

const countRows = async () =>
  (await rowsOf<{ n: number }>(t.app.db, sql`SELECT count(*)::int AS n FROM ${giftCardCounts}`))[0]
    ?.n ?? 0;

describe("inventory from gift_card_counts", () => {
  it("agrees with the cards after uploads, single cards, redemptions, holds, edits and deletions", async () => {
    await expectInventoryMatchesCards();
    const csv =
      "code,card_type,usd_amount,trophy_cost,expires_at,notes\r\n" +
      "CNT-U-0001,cnt_steam,10,200,2031-01-01,\r\nCNT-U-0002,cnt_steam,10,200,2031-01-01,\r\n" +
      "CNT-U-0003,cnt_steam,10,200,,\r\nCNT-U-0004,cnt_steam,25,450,,\r\nCNT-U-0005,cnt_xbox,5,100,,\r\n";
    const up = await call(admin, "POST", "/api/admin/gift-cards/upload", {
      data: csv,
      format: "csv",
      batchId: `batch_${Date.now()}`,
    });
    expect(up.statusCode, up.body).toBe(201);
    await expectInventoryMatchesCards();

    const one = await call(admin, "POST", "/api/admin/gift-cards", {
      code: "CNT-S-0001",
      cardType: "cnt_xbox",
      usdAmount: 5,
      trophyCost: 100,
      expiresAt: "2033-03-03T00:00:00.000Z",
    });
    expect(one.statusCode, one.body).toBe(201);
    // Cards already past their expiry count as expired, not available.
    await addGiftCards(t.app, {
      cardType: "cnt_steam",
      usdAmount: 10,
      trophyCost: 200,
      codes: codes("CNT-X", 3),
      expiresAt: new Date(Date.now() - DAY),
    });
    await expectInventoryMatchesCards();

    const student = await signInAs(t.app, "student");
    await grantTrophies(t.app, student.user.id, 1000);
    const redeem = (who: SignedIn, denomination: object) =>
      call(who, "POST", "/api/students/rewards/redeem-gift-card", denomination);
    const steam10 = { cardType: "cnt_steam", usdAmount: 10, trophyCost: 200 };
    expect((await redeem(student, steam10)).statusCode).toBe(200);
    expect(
      (await redeem(student, { cardType: "cnt_xbox", usdAmount: 5, trophyCost: 100 })).statusCode,
    ).toBe(200);
    await expectInventoryMatchesCards();

    // A card held for a parent/guide leaves the stock, and comes back when declined.
    const parent = await signInAs(t.app, { userType: "parent_guide" });
    const held = await signInAs(t.app, "student");
    await t.app.db.insert(parentStudentLinks).values({
      parentId: parent.user.id,
      studentId: held.user.id,
      status: "accepted",
      respondedAt: new Date(),
    });
    const setting = await call(parent, "PUT", `/api/parents/students/${held.user.id}/settings`, {
      approveGiftCards: true,
    });
    expect(setting.statusCode).toBe(200);
    await grantTrophies(t.app, held.user.id, 500);
    const hold = await redeem(held, steam10);
    expect(hold.statusCode, hold.body).toBe(202);
    await expectInventoryMatchesCards();
    const id = hold.json().redemption.id as string;
    const declined = await call(parent, "POST", `/api/parents/approvals/${id}/decline`, {
      reason: "Not this week",
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await expectInventoryMatchesCards();

    // Edits of any counted column, straight in the database, move cards between keys.
    await t.app.db.execute(
      sql`UPDATE gift_cards SET expires_at = now() - interval '1 hour' WHERE code_hash = ${t.app.giftCardCodes.fingerprint("CNT-U-0003")}`,
    );
    await t.app.db.execute(
      sql`UPDATE gift_cards SET card_type = 'cnt_xbox', usd_cents = 500, trophy_cost = 100 WHERE card_type = 'cnt_steam' AND usd_cents = 2500`,
    );
    await t.app.db.execute(sql`UPDATE gift_cards SET notes = 'seen' WHERE card_type LIKE 'cnt_%'`);
    await expectInventoryMatchesCards();

    const bulk = await call(admin, "DELETE", "/api/admin/gift-cards/bulk", {
      cardType: "cnt_xbox",
      usdAmount: 5,
      trophyCost: 100,
    });
    expect(bulk.statusCode).toBe(409); // one of them is redeemed
    await t.app.db.execute(
      sql`DELETE FROM gift_cards WHERE card_type = 'cnt_steam' AND redeemed_at IS NULL AND expires_at < now()`,
    );
    await expectInventoryMatchesCards();
    await addGiftCards(t.app, {
      cardType: "cnt_gone",
      usdAmount: 1,
      trophyCost: 10,
      codes: codes("CNT-G", 2),
    });
    const gone = await call(admin, "DELETE", "/api/admin/gift-cards/bulk", {
      cardType: "cnt_gone",
      usdAmount: 1,
      trophyCost: 10,
    });
    expect(gone.json()).toMatchObject({ deleted: 2 });
    await expectInventoryMatchesCards();
    const types = (await call(admin, "GET", "/api/admin/gift-cards/inventory")).json().inventory;
    expect(types.map((r: { cardType: string }) => r.cardType)).not.toContain("cnt_gone");

    // The copy check finds nothing to report on a sound database.
    expect((await summarize(t.app.db, new Date())).giftCardCountMismatches).toEqual([]);
  });

  it("compaction leaves one row per key with cards and the same answer", async () => {
    await addGiftCards(t.app, {
      cardType: "cmp_a",
      usdAmount: 2,
      trophyCost: 20,
      codes: codes("CMP-A", 3),
    });
    await addGiftCards(t.app, {
      cardType: "cmp_a",
      usdAmount: 2,
      trophyCost: 20,
      codes: codes("CMP-B", 2),
    });
    await addGiftCards(t.app, {
      cardType: "cmp_z",
      usdAmount: 2,
      trophyCost: 20,
      codes: codes("CMP-Z", 2),
    });
    await t.app.db.execute(sql`DELETE FROM gift_cards WHERE card_type = 'cmp_z'`);
    const before = (await call(admin, "GET", "/api/admin/gift-cards/inventory")).json();
    const rowsBefore = await countRows();

    await maintainDatabase(t.database, { vacuum: false });
    expect((await call(admin, "GET", "/api/admin/gift-cards/inventory")).json()).toEqual(before);
    await expectInventoryMatchesCards();
    const [keys] = await rowsOf<{ n: number; zero: number }>(
      t.app.db,
      sql`SELECT (SELECT count(*)::int FROM (SELECT DISTINCT card_type, usd_cents, trophy_cost, expires_at FROM gift_cards) k) AS n,
                 (SELECT count(*)::int FROM ${giftCardCounts} WHERE unredeemed = 0 AND redeemed = 0) AS zero`,
    );
    expect(await countRows()).toBe(keys?.n);
    expect(await countRows()).toBeLessThan(rowsBefore);
    expect(keys?.zero).toBe(0);

    // Twice in a row changes nothing more.
    await compactGiftCardCounts(t.app.db);
    expect(await countRows()).toBe(keys?.n);
    await expectInventoryMatchesCards();
  });

  it("counts every card of simultaneous redemptions of one denomination exactly once", async () => {
    const denomination = { cardType: "cnt_rush", usdAmount: 10, trophyCost: 10 };
    await addGiftCards(t.app, { ...denomination, codes: codes("RUSH", 15) });
    const students = await Promise.all(Array.from({ length: 4 }, () => signInAs(t.app, "student")));
    for (const s of students) await grantTrophies(t.app, s.user.id, 50);
    const results = await Promise.all(
      students.flatMap((s) =>
        Array.from({ length: 5 }, () =>
          call(s, "POST", "/api/students/rewards/redeem-gift-card", denomination),
        ),
      ),
    );
    const codesOf = results.map((r) => r.statusCode);
    expect(codesOf.filter((c) => c === 200)).toHaveLength(15);
    expect(codesOf.filter((c) => c >= 500)).toEqual([]);
    await expectInventoryMatchesCards();
    const rush = (await call(admin, "GET", "/api/admin/gift-cards/inventory"))
      .json()
      .inventory.find((r: { cardType: string }) => r.cardType === "cnt_rush");
    expect(rush).toMatchObject({ available: 0, redeemed: 15, expired: 0 });
  });
});
