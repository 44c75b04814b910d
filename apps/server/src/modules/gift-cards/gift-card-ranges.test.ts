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
import { addGiftCards } from "../../../test/fixtures";
import { ERROR_TEXTS } from "../../texts/errors";

/**
 * A gift card's numbers have ranges (docs/product.md §9: USD above 0, at most 10,000, whole
 * cents; trophies 1 to 1,000,000). Outside them a single card is a 400 and an uploaded row a row error,
 * never a 500 that fails the whole upload.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, "admin");
});
afterAll(() => t.close());

const HEADER = "code,card_type,usd_amount,trophy_cost,expires_at,notes\n";
const upload = (data: string, format: "csv" | "json" = "csv") =>
  inject(t.app, {
    method: "POST",
    url: "/api/admin/gift-cards/upload",
    headers: admin.headers,
    payload: { data, format },
  });
const countType = async (cardType: string) =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(giftCards)
      .where(eq(giftCards.cardType, cardType))
  )[0]?.n;

const TOO_MANY_DECIMALS = "USD amount must have at most two decimals";
const USD_TOO_LARGE = "USD amount must be at most 10,000";
const TROPHIES_TOO_LARGE = "Trophy cost must be at most 1,000,000";

describe("upload rows out of range", () => {
  it("makes a usd_amount of 0.001 a row error in a 207, and stores the good rows", async () => {
    const res = await upload(`${HEADER}RANGE-0001,roblox,0.001,5,,\nRANGE-0002,roblox,5,5,,\n`);
    expect(res.statusCode).toBe(207);
    expect(res.json()).toEqual({
      partial: true,
      message: "1 gift cards uploaded, 1 failed",
      created: 1,
      failed: 1,
      errors: [{ code: "RANGE-0001", error: TOO_MANY_DECIMALS }],
    });
    expect(await countType("roblox")).toBe(1);
  });

  it("reports every kind of bad number per row, in CSV and in JSON", async () => {
    const rows: [string, unknown, unknown, string][] = [
      ["RANGE-J001", 0.001, 5, TOO_MANY_DECIMALS],
      ["RANGE-J002", 10_000.5, 5, USD_TOO_LARGE],
      ["RANGE-J003", 1e300, 5, USD_TOO_LARGE],
      ["RANGE-J004", -1, 5, SHARED_TEXTS.invalidUsdAmount],
      ["RANGE-J005", "NaN", 5, SHARED_TEXTS.invalidUsdAmount],
      ["RANGE-J006", 5, 1e12, TROPHIES_TOO_LARGE],
      ["RANGE-J007", 5, 1_000_001, TROPHIES_TOO_LARGE],
      ["RANGE-J008", 5, 0, SHARED_TEXTS.invalidTrophyCost],
      ["RANGE-J009", 5, 2.5, "Trophy cost must be a whole number"],
      ["RANGE-J010", 5, null, SHARED_TEXTS.invalidTrophyCost],
      ["RANGE-J011", { n: 5 }, 5, SHARED_TEXTS.invalidUsdAmount],
    ];
    const json = JSON.stringify([
      ...rows.map(([code, usdAmount, trophyCost]) => ({
        code,
        cardType: "fortnite",
        usdAmount,
        trophyCost,
      })),
      { code: "RANGE-JOK1", cardType: "fortnite", usdAmount: 10_000, trophyCost: 1_000_000 },
      { code: "RANGE-JOK2", cardType: "fortnite", usdAmount: "0.01", trophyCost: "1" },
    ]);
    const res = await upload(json, "json");
    expect(res.statusCode).toBe(207);
    expect(res.json().errors).toEqual(rows.map(([code, , , error]) => ({ code, error })));
    expect(await countType("fortnite")).toBe(2);
  });

  it("answers 400 All gift cards failed when every row is out of range", async () => {
    const res = await upload(`${HEADER}RANGE-A001,amazon,0.001,5,,\nRANGE-A002,amazon,5,1e12,,\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: `${ERROR_TEXTS.all_gift_cards_failed}. Errors: RANGE-A001: ${TOO_MANY_DECIMALS}; RANGE-A002: ${TROPHIES_TOO_LARGE}`,
      code: "all_gift_cards_failed",
      errors: [
        { code: "RANGE-A001", error: TOO_MANY_DECIMALS },
        { code: "RANGE-A002", error: TROPHIES_TOO_LARGE },
      ],
    });
    expect(await countType("amazon")).toBe(0);
  });

  it("makes impossible dates and text PostgreSQL cannot store row errors too", async () => {
    const res = await upload(
      `${HEADER}RANGE-D001,starbucks,5,5,2024-02-31,\nRANGE-D002,starbucks,5,5,0000-01-01,\nRANGE-D003,starbucks,5,5,,"a\u0000b"\nRANGE-D004,starbucks,5,5,2031-02-28,\n`,
    );
    expect(res.statusCode).toBe(207);
    expect(res.json().errors).toEqual([
      { code: "RANGE-D001", error: "Expiration date must be a date (YYYY-MM-DD)" },
      { code: "RANGE-D002", error: "Expiration date must be a date (YYYY-MM-DD)" },
      { code: "RANGE-D003", error: "Text must not contain NUL characters" },
    ]);
  });
});

describe("single card and denomination out of range", () => {
  const addOne = (payload: object) =>
    inject(t.app, {
      method: "POST",
      url: "/api/admin/gift-cards",
      headers: admin.headers,
      payload,
    });
  const deleteDenomination = (payload: object) =>
    inject(t.app, {
      method: "DELETE",
      url: "/api/admin/gift-cards/bulk",
      headers: admin.headers,
      payload,
    });

  it.each([
    [{ usdAmount: 0.001, trophyCost: 5 }, TOO_MANY_DECIMALS],
    // Found by the fuzzer: within rounding of 0 cents, it once passed and broke the cents check.
    [{ usdAmount: 5.12e-53, trophyCost: 5 }, TOO_MANY_DECIMALS],
    [{ usdAmount: 10_001, trophyCost: 5 }, USD_TOO_LARGE],
    [{ usdAmount: 5, trophyCost: 1e12 }, TROPHIES_TOO_LARGE],
    [{ usdAmount: 5, trophyCost: -3 }, SHARED_TEXTS.invalidTrophyCost],
    [{ usdAmount: "", trophyCost: 5 }, SHARED_TEXTS.invalidUsdAmount],
  ])("POST /api/admin/gift-cards %j answers 400", async (numbers, error) => {
    const res = await addOne({ code: "RANGE-S001", cardType: "other", ...numbers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, code: "validation_failed" });
  });

  it.each([
    [{ usdAmount: 0.001, trophyCost: 5 }, TOO_MANY_DECIMALS],
    [{ usdAmount: 1e300, trophyCost: 1e12 }, USD_TOO_LARGE],
    [{ usdAmount: 5, trophyCost: 1e12 }, TROPHIES_TOO_LARGE],
    [{ usdAmount: 5, trophyCost: 0 }, SHARED_TEXTS.invalidTrophyCost],
  ])(
    "DELETE /api/admin/gift-cards/bulk %j answers 400 and deletes nothing",
    async (numbers, error) => {
      await addGiftCards(t.app, {
        cardType: "apple",
        usdAmount: 5,
        trophyCost: 5,
        codes: [`RANGE-DEL-${String(numbers.trophyCost)}-${String(numbers.usdAmount)}`],
      });
      const before = await countType("apple");
      const res = await deleteDenomination({ cardType: "apple", ...numbers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error, code: "validation_failed" });
      expect(await countType("apple")).toBe(before);
    },
  );
});
