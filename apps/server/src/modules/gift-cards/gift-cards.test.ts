import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARED_TEXTS } from "@trophy/shared/shared-texts";
import { giftCards } from "../../db/schema";
import {
  createTestApp,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addGiftCards, codes, grantTrophies } from "../../../test/fixtures";
import { ERROR_TEXTS } from "../../texts/errors";

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, "admin");
});
afterAll(() => t.close());

const upload = (data: string, format: "csv" | "json" = "csv") =>
  inject(t.app, {
    method: "POST",
    url: "/api/admin/gift-cards/upload",
    headers: admin.headers,
    payload: { data, format, batchId: `batch_${Date.now()}` },
  });
const addOne = (payload: object) =>
  inject(t.app, { method: "POST", url: "/api/admin/gift-cards", headers: admin.headers, payload });
const countType = async (cardType: string) =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(giftCards)
      .where(eq(giftCards.cardType, cardType))
  )[0]?.n;
const HEADER = "code,card_type,usd_amount,trophy_cost,expires_at,notes\r\n";

describe("POST /api/admin/gift-cards/upload", () => {
  it("stores every row of a valid CSV (quoted fields, BOM, CRLF) and answers 201", async () => {
    const csv = `\uFEFF${HEADER}UP-Q-0001,Google Play,10,200,2031-01-01,"For the ""science fair"", room 4"\r\nUP-Q-0002,google_play,10,200,,"two\r\nlines"\r\n`;
    const res = await upload(csv);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: "2 gift cards uploaded", created: 2, failed: 0 });
    expect(await countType("google_play")).toBe(2);
  });

  it("takes JSON too", async () => {
    const res = await upload(
      JSON.stringify([
        {
          code: "UP-J-0001",
          cardType: "roblox",
          usdAmount: 5,
          trophyCost: 100,
          expiresAt: "2031-06-01",
          notes: "json",
        },
      ]),
      "json",
    );
    expect(res.statusCode).toBe(201);
  });

  it("answers 207 with the failed rows when some are invalid or already exist", async () => {
    await addGiftCards(t.app, {
      cardType: "amazon",
      usdAmount: 25,
      trophyCost: 500,
      codes: ["UP-EXISTS-1"],
    });
    const csv = `${HEADER}UP-M-0001,amazon,25,500,,\r\nUP-EXISTS-1,amazon,25,500,,\r\nABC,amazon,25,500,,\r\nUP-M-0002,amazon,-1,500,,\r\nUP-M-0003,amazon,25,500,,\r\n`;
    const res = await upload(csv);
    expect(res.statusCode).toBe(207);
    expect(res.json()).toEqual({
      partial: true,
      message: "2 gift cards uploaded, 3 failed",
      created: 2,
      failed: 3,
      errors: expect.arrayContaining([
        { code: "UP-EXISTS-1", error: ERROR_TEXTS.gift_card_exists },
        { code: "ABC", error: SHARED_TEXTS.invalidCode },
        { code: "UP-M-0002", error: SHARED_TEXTS.invalidUsdAmount },
      ]),
    });
  });

  it("refuses duplicate codes inside the file, naming them, and stores nothing", async () => {
    const res = await upload(
      `${HEADER}UP-D-0001,starbucks,5,100,,\r\nUP-D-0002,starbucks,5,100,,\r\nUP-D-0001,starbucks,5,100,,\r\n`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "Duplicate codes in batch: UP-D-0001",
      code: "duplicate_codes_in_batch",
      codes: ["UP-D-0001"],
    });
    expect(await countType("starbucks")).toBe(0);
  });

  it("answers 400 All gift cards failed with every error when no row is accepted", async () => {
    await addGiftCards(t.app, {
      cardType: "fortnite",
      usdAmount: 10,
      trophyCost: 250,
      codes: ["UP-F-EXISTS"],
    });
    const res = await upload(
      `${HEADER}UP-F-EXISTS,fortnite,10,250,,\r\nSHORT,fortnite,0,250,,\r\n`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: `All gift cards failed. Errors: SHORT: ${SHARED_TEXTS.invalidUsdAmount}; UP-F-EXISTS: ${ERROR_TEXTS.gift_card_exists}`,
      code: "all_gift_cards_failed",
      errors: [
        { code: "SHORT", error: SHARED_TEXTS.invalidUsdAmount },
        { code: "UP-F-EXISTS", error: ERROR_TEXTS.gift_card_exists },
      ],
    });
  });

  it("refuses files it cannot read with the product's texts", async () => {
    expect((await upload("code,type\r\nA,b\r\n")).json()).toEqual({
      error: SHARED_TEXTS.csvHeaders,
      code: "invalid_gift_card_file",
    });
    expect((await upload("not json", "json")).statusCode).toBe(400);
    expect((await upload('{"code":"x"}', "json")).statusCode).toBe(400);
    expect(
      (
        await inject(t.app, {
          method: "POST",
          url: "/api/admin/gift-cards/upload",
          headers: admin.headers,
          payload: { data: "x", format: "xml" },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("leaves no half batch when the database fails in the middle", async () => {
    // A real failure inside the second chunk of 2,000 rows: the trigger aborts that INSERT.
    await t.app.db
      .execute(sql`CREATE FUNCTION fail_on_crash_code() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.batch_id = 'batch_crash' AND NEW.card_type = 'crashy' AND NEW.trophy_cost = 999 THEN
        RAISE EXCEPTION 'disk on fire'; END IF; RETURN NEW; END $$`);
    await t.app.db.execute(
      sql`CREATE TRIGGER gift_cards_crash BEFORE INSERT ON gift_cards FOR EACH ROW EXECUTE FUNCTION fail_on_crash_code()`,
    );
    try {
      const rows = codes("CRASH", 3000).map(
        (code, i) => `${code},crashy,5,${i === 2500 ? 999 : 100},,`,
      );
      const res = await inject(t.app, {
        method: "POST",
        url: "/api/admin/gift-cards/upload",
        headers: admin.headers,
        payload: { data: `${HEADER}${rows.join("\r\n")}`, format: "csv", batchId: "batch_crash" },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: ERROR_TEXTS.internal_error, code: "internal_error" });
      expect(await countType("crashy")).toBe(0);
    } finally {
      await t.app.db.execute(sql`DROP TRIGGER gift_cards_crash ON gift_cards`);
    }
  });

  it("answers a body over the limit with 413", async () => {
    const res = await inject(t.app, {
      method: "POST",
      url: "/api/admin/gift-cards/upload",
      headers: { ...admin.headers, "content-type": "application/json" },
      payload: JSON.stringify({ data: "x".repeat(51 * 1024 * 1024), format: "csv" }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/too large/i);
    expect(res.json().code).toBe("payload_too_large");
  });
});

describe("POST /api/admin/gift-cards", () => {
  it("adds one card, and refuses its code a second time with 409 already exists", async () => {
    const payload = {
      code: "SINGLE-0001",
      cardType: "Amazon",
      usdAmount: "15",
      trophyCost: "300",
      expiresAt: "2032-02-29",
      notes: "desk drawer",
    };
    const res = await addOne(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().giftCard).toMatchObject({
      code: "SINGLE-0001",
      cardType: "amazon",
      usdAmount: 15,
      trophyCost: 300,
      expiresAt: "2032-02-29T23:59:59.999Z",
      notes: "desk drawer",
    });
    const again = await addOne(payload);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain("already exists");
  });

  it.each([
    [{ code: "ABCD", cardType: "a", usdAmount: 1, trophyCost: 1 }, SHARED_TEXTS.invalidCode],
    [{ code: "ABCDE", cardType: "", usdAmount: 1, trophyCost: 1 }, SHARED_TEXTS.missingCardType],
    [{ code: "ABCDE", cardType: "a", usdAmount: 0, trophyCost: 1 }, SHARED_TEXTS.invalidUsdAmount],
    [{ code: "ABCDE", cardType: "a", usdAmount: 1, trophyCost: 0 }, SHARED_TEXTS.invalidTrophyCost],
  ])("refuses %j with the product's text", async (payload, message) => {
    const res = await addOne(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code: "validation_failed" });
  });
});

describe("inventory, export and delete", () => {
  it("counts available, redeemed and expired per type and denomination", async () => {
    await addGiftCards(t.app, {
      cardType: "inv_type",
      usdAmount: 10,
      trophyCost: 200,
      codes: codes("INV-A", 4),
    });
    await addGiftCards(t.app, {
      cardType: "inv_type",
      usdAmount: 10,
      trophyCost: 200,
      codes: codes("INV-X", 2),
      expiresAt: new Date(Date.now() - 1000),
    });
    await addGiftCards(t.app, {
      cardType: "inv_type",
      usdAmount: 25,
      trophyCost: 450,
      codes: codes("INV-B", 1),
    });
    const student = await signInAs(t.app, "student");
    await grantTrophies(t.app, student.user.id, 200);
    await inject(t.app, {
      method: "POST",
      url: "/api/students/rewards/gc_inv_type_10_200/redeem",
      headers: student.headers,
    });

    const { inventory } = (
      await inject(t.app, {
        method: "GET",
        url: "/api/admin/gift-cards/inventory",
        headers: admin.headers,
      })
    ).json();
    expect(inventory.find((r: { cardType: string }) => r.cardType === "inv_type")).toEqual({
      cardType: "inv_type",
      available: 4,
      redeemed: 1,
      expired: 2,
      details: [
        { usdAmount: 10, trophyCost: 200, available: 3, redeemed: 1, expired: 2 },
        { usdAmount: 25, trophyCost: 450, available: 1, redeemed: 0, expired: 0 },
      ],
    });

    const del = (payload: object) =>
      inject(t.app, {
        method: "DELETE",
        url: "/api/admin/gift-cards/bulk",
        headers: admin.headers,
        payload,
      });
    const refused = await del({ cardType: "inv_type", usdAmount: 10, trophyCost: 200 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: SHARED_TEXTS.cannotDeleteRedeemed,
      code: "cannot_delete_redeemed",
    });
    expect((await del({ cardType: "inv_type", usdAmount: 25, trophyCost: 450 })).json()).toEqual({
      message: "1 gift cards deleted",
      deleted: 1,
    });
    expect((await del({ cardType: "inv_type", usdAmount: 25, trophyCost: 450 })).statusCode).toBe(
      404,
    );
    expect((await del({ cardType: "", usdAmount: 25, trophyCost: 450 })).statusCode).toBe(400);
  });

  it("exports every card with its status, as JSON by default and as safe CSV", async () => {
    await addGiftCards(t.app, {
      cardType: "export_me",
      usdAmount: 5,
      trophyCost: 50,
      codes: ['=HYPERLINK("x")', "+SUM(1,2)", "PLAIN-CODE"],
    });
    const json = await inject(t.app, {
      method: "GET",
      url: "/api/admin/gift-cards/export",
      headers: admin.headers,
    });
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-disposition"]).toMatch(
      /attachment; filename="gift-card-report-.+\.json"/,
    );
    const body = json.json();
    const mine = body.giftCards.filter((c: { card_type: string }) => c.card_type === "export_me");
    expect(mine.map((c: { code: string }) => c.code).sort()).toEqual([
      "+SUM(1,2)",
      '=HYPERLINK("x")',
      "PLAIN-CODE",
    ]);
    expect(mine[0]).toMatchObject({ status: "available", usd_amount: 5, trophy_cost: 50 });

    const csv = await inject(t.app, {
      method: "GET",
      url: "/api/admin/gift-cards/export?format=csv",
      headers: admin.headers,
    });
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.headers["content-disposition"]).toMatch(/\.csv"$/);
    const lines = csv.body.split("\r\n");
    expect(lines[0]).toBe(
      "id,code,card_type,usd_amount,trophy_cost,status,expires_at,redeemed_at,redeemed_by,batch_id,notes,created_at",
    );
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.body).toContain(`"'+SUM(1,2)"`);
    expect(csv.body).toContain(",PLAIN-CODE,export_me,5,50,available,");
    expect(lines.filter((l) => l.includes("export_me"))).toHaveLength(3);
    expect(
      (
        await inject(t.app, {
          method: "GET",
          url: "/api/admin/gift-cards/export?format=xml",
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(400);
  });
});
