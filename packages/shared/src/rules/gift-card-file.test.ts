import { describe, expect, it } from "vitest";
import { SHARED_TEXTS } from "../shared-texts";
import { giftCardInputSchema } from "../schemas/gift-cards";
import { GiftCardFileError, parseGiftCardFile } from "./gift-card-file";

describe("parseGiftCardFile (CSV)", () => {
  it("reads quoted fields with commas, quotes and newlines, a BOM and CRLF line ends", () => {
    const csv =
      "\uFEFFCode,Card_Type,USD_Amount,Trophy_Cost,Expires_At,Notes\r\n" +
      'ABCDE-1,amazon,25,500,2030-01-31,"Gift, from ""PTA"""\r\n' +
      'ABCDE-2,Google Play,10.50,200,,"line one\r\nline two"\r\n\r\n';
    expect(parseGiftCardFile(csv, "csv")).toEqual([
      {
        code: "ABCDE-1",
        cardType: "amazon",
        usdAmount: "25",
        trophyCost: "500",
        expiresAt: "2030-01-31",
        notes: 'Gift, from "PTA"',
      },
      {
        code: "ABCDE-2",
        cardType: "Google Play",
        usdAmount: "10.50",
        trophyCost: "200",
        expiresAt: "",
        notes: "line one\r\nline two",
      },
    ]);
  });

  it("accepts the headers in any order and case, without the optional columns", () => {
    const rows = parseGiftCardFile(
      "TROPHY_COST,code,usd_amount,card_type\n100,XYZ12,5,roblox\n",
      "csv",
    );
    expect(rows).toEqual([
      {
        code: "XYZ12",
        cardType: "roblox",
        usdAmount: "5",
        trophyCost: "100",
        expiresAt: undefined,
        notes: undefined,
      },
    ]);
  });

  it("refuses a file without the required headers with the product's message", () => {
    expect(() => parseGiftCardFile("code,type,amount\nA,b,1\n", "csv")).toThrow(
      new GiftCardFileError(SHARED_TEXTS.csvHeaders),
    );
  });

  it("refuses an unclosed quote and an empty file", () => {
    expect(() =>
      parseGiftCardFile('code,card_type,usd_amount,trophy_cost\n"ABCDE,amazon,5,100\n', "csv"),
    ).toThrow(GiftCardFileError);
    expect(() => parseGiftCardFile("code,card_type,usd_amount,trophy_cost\n", "csv")).toThrow(
      GiftCardFileError,
    );
  });
});

describe("parseGiftCardFile (JSON)", () => {
  it("reads an array of objects", () => {
    const rows = parseGiftCardFile(
      '[{"code":"JSON1","cardType":"amazon","usdAmount":5,"trophyCost":100}]',
      "json",
    );
    expect(rows).toEqual([{ code: "JSON1", cardType: "amazon", usdAmount: 5, trophyCost: 100 }]);
  });

  it.each(["{", '{"code":"x"}', "[1,2]", "[]"])("refuses %s", (text) => {
    expect(() => parseGiftCardFile(text, "json")).toThrow(GiftCardFileError);
  });
});

describe("giftCardInputSchema", () => {
  it("normalises a row from either format", () => {
    expect(
      giftCardInputSchema.parse({
        code: " ABCDE ",
        cardType: " Google Play ",
        usdAmount: "10.5",
        trophyCost: "200",
        expiresAt: "2030-01-31",
        notes: "",
      }),
    ).toEqual({
      code: "ABCDE",
      cardType: "google_play",
      usdAmount: 10.5,
      trophyCost: 200,
      expiresAt: "2030-01-31T23:59:59.999Z",
    });
  });

  it.each([
    [{ code: "ABCD", cardType: "amazon", usdAmount: 5, trophyCost: 1 }, SHARED_TEXTS.invalidCode],
    [{ code: "ABCDE", cardType: " ", usdAmount: 5, trophyCost: 1 }, SHARED_TEXTS.missingCardType],
    [
      { code: "ABCDE", cardType: "amazon", usdAmount: 0, trophyCost: 1 },
      SHARED_TEXTS.invalidUsdAmount,
    ],
    [
      { code: "ABCDE", cardType: "amazon", usdAmount: "five", trophyCost: 1 },
      SHARED_TEXTS.invalidUsdAmount,
    ],
    [
      { code: "ABCDE", cardType: "amazon", usdAmount: 5, trophyCost: -1 },
      SHARED_TEXTS.invalidTrophyCost,
    ],
    [
      { code: "ABCDE", cardType: "amazon", usdAmount: 5, trophyCost: 1, expiresAt: "31/01/2030" },
      "Expiration date must be a date (YYYY-MM-DD)",
    ],
  ])("refuses %j with the product's message", (row, message) => {
    const result = giftCardInputSchema.safeParse(row);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
