import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { SHARED_TEXTS } from "../shared-texts";
import { giftCardInputSchema } from "../schemas/gift-cards";
import {
  GiftCardFileError,
  parseGiftCardFile,
  parseGiftCardFileInPieces,
  type RawGiftCardRow,
} from "./gift-card-file";

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

/** The CSV reading as it was first written, by Papa's header mode: the faster reading must match it. */
function byHeader(text: string): RawGiftCardRow[] {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const headers = parsed.meta.fields ?? [];
  if (!["code", "card_type", "usd_amount", "trophy_cost"].every((h) => headers.includes(h)))
    throw new GiftCardFileError(SHARED_TEXTS.csvHeaders);
  if (parsed.errors.some((e) => e.type === "Quotes"))
    throw new GiftCardFileError("The CSV file has an unclosed quote");
  if (parsed.data.length === 0) throw new GiftCardFileError("The file has no gift cards");
  return parsed.data.map((r) => ({
    code: r.code,
    cardType: r.card_type,
    usdAmount: r.usd_amount,
    trophyCost: r.trophy_cost,
    expiresAt: r.expires_at,
    notes: r.notes,
  }));
}

const outcome = (read: () => RawGiftCardRow[]) => {
  try {
    return { rows: read() };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
};

/** Files with the shapes that make CSV hard: delimiters, line ends, quotes, blanks, odd headers. */
function randomFile(random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const delimiter = pick([",", ",", ";", "\t", "|"]);
  const newline = pick(["\n", "\r\n", "\r"]);
  const names = ["code", "card_type", "usd_amount", "trophy_cost", "expires_at", "notes", "extra"];
  const header = names
    .filter((_, i) => (i < 4 ? random() < 0.97 : random() < 0.6))
    .sort(() => random() - 0.5)
    .map((name) => pick([name, name, name, name.toUpperCase(), ` ${name} `, "Code", "x"]));
  if (random() < 0.1) header.push(pick(header.length > 0 ? header : ["code"]));
  const values = [
    "ABCDE-1",
    "",
    "  ",
    "10.50",
    "amazon",
    `"quoted${delimiter} value"`,
    `"line${newline}break"`,
    '"say ""hi"""',
    'in"side',
    " 2031-12-31 ",
  ];
  // Quotes Papa calls malformed: rare, or nearly every file would be refused for them.
  const value = () => (random() < 0.01 ? pick(['"closed" after', '"a" "b"']) : pick(values));
  const lines: string[] = [];
  for (let i = Math.floor(random() * 3); i > 0; i--) lines.push(pick(["", " ", delimiter]));
  lines.push(header.join(delimiter));
  for (let row = Math.floor(random() * 6); row > 0; row--) {
    if (random() < 0.15) lines.push(pick(["", "  ", delimiter.repeat(3)]));
    const width = header.length + pick([0, 0, 0, -1, 1]);
    lines.push(Array.from({ length: Math.max(1, width) }, value).join(delimiter));
  }
  if (random() < 0.05) lines.push('"unclosed');
  return (random() < 0.1 ? "\uFEFF" : "") + lines.join(newline) + (random() < 0.5 ? newline : "");
}

describe("parseGiftCardFile (CSV), against Papa's header mode", () => {
  it("reads every file as the header mode does, or refuses it with the same message", () => {
    let seed = 29;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    let read = 0;
    for (let i = 0; i < 3000; i++) {
      const file = randomFile(random);
      const expected = outcome(() => byHeader(file));
      expect({ file, ...outcome(() => parseGiftCardFile(file, "csv")) }).toEqual({
        file,
        ...expected,
      });
      if ("rows" in expected) read++;
    }
    // Enough of them are read, not refused, for the comparison to mean something.
    expect(read).toBeGreaterThan(150);
  });
});

describe("parseGiftCardFileInPieces", () => {
  const settled = async (read: () => Promise<RawGiftCardRow[]>) => {
    try {
      return { rows: await read() };
    } catch (err) {
      return { error: err instanceof Error ? err.message : String(err) };
    }
  };
  const nextTurn = () =>
    new Promise<void>((resolve) => {
      setImmediate(resolve);
    });

  it("reads every file as parseGiftCardFile does, however few rows a piece has", async () => {
    let seed = 2929;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 2000; i++) {
      const file = randomFile(random);
      const rows = 1 + Math.floor(random() * 3);
      expect({
        file,
        rows,
        ...(await settled(() => parseGiftCardFileInPieces(file, "csv", nextTurn, rows))),
      }).toEqual({ file, rows, ...outcome(() => parseGiftCardFile(file, "csv")) });
    }
  });

  it("pauses between pieces of a large file", async () => {
    const lines = ["code,card_type,usd_amount,trophy_cost,expires_at,notes"];
    for (let i = 0; i < 12_000; i++) lines.push(`BIG-${i},amazon,10,200,,"row, ${i}\r\nnext"`);
    const file = lines.join("\r\n");
    let pauses = 0;
    const rows = await parseGiftCardFileInPieces(file, "csv", async () => {
      pauses++;
      await nextTurn();
    });
    expect(rows).toEqual(parseGiftCardFile(file, "csv"));
    expect(pauses).toBe(2);
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
