import { describe, expect, it } from "vitest";
import type { RawGiftCardRow } from "@trophy/shared/rules/gift-card-file";
import { giftCardInputSchema } from "@trophy/shared/schemas/gift-cards";
import { validateUploadRows } from "./validate-upload-rows";

/**
 * Values a file may hold for each field: valid, invalid, and of the wrong type, with those at the
 * edges of the checks that answer codes and notes without the schema.
 */
const POOLS: Record<keyof RawGiftCardRow, unknown[]> = {
  code: [
    "CODE-0001",
    "  CODE-0002 ",
    "ABC",
    "",
    12345678,
    null,
    undefined,
    "X".repeat(201),
    "X".repeat(200),
    " ".repeat(3) + "X".repeat(200),
    "ABCDE",
    " ABCD ",
    "\t CODE-TAB \n",
    "\uFEFFCODE-BOM",
  ],
  cardType: ["Google Play", "amazon", "", "  ", 7, null, "x".repeat(61), "nul\u0000type"],
  usdAmount: ["10", 10, "0", "-1", "12.345", "abc", "", null, true, 1e9, "0.1"],
  trophyCost: ["200", 200, "1.5", 0, "", "x", null, {}],
  expiresAt: ["2031-12-31", "2024-02-31", "", null, undefined, "2031-06-01T10:00:00Z", 5, "soon"],
  notes: [
    "",
    "  padded  ",
    null,
    undefined,
    "n".repeat(501),
    "nul\u0000note",
    42,
    "fine",
    "n".repeat(500),
    ` ${"n".repeat(500)} `,
    "   ",
    "family 👨\u200D👩\u200D👧",
    "zero\u200Bwidth",
    "\uFEFFbom",
    "Ad\u200Dmin",
  ],
};

/** A reproducible walk through the pools, so values repeat (the remembered answers are used). */
function rows(n: number): RawGiftCardRow[] {
  let seed = 7;
  const pick = (pool: unknown[]) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return pool[seed % pool.length];
  };
  return Array.from({ length: n }, () => ({
    code: pick(POOLS.code),
    cardType: pick(POOLS.cardType),
    usdAmount: pick(POOLS.usdAmount),
    trophyCost: pick(POOLS.trophyCost),
    expiresAt: pick(POOLS.expiresAt),
    notes: pick(POOLS.notes),
  }));
}

/** Undefined fields dropped: present-but-undefined and absent mean the same to the caller. */
const plain = (value: object) => JSON.parse(JSON.stringify(value)) as unknown;

/** validateUploadRows's answer for `input` against the whole schema's, row by row. */
function expectSchemaAnswers(input: RawGiftCardRow[]): number {
  const { valid, errors } = validateUploadRows(input);
  const expectedValid: unknown[] = [];
  const expectedErrors: { code: string; error: string }[] = [];
  input.forEach((row, index) => {
    const parsed = giftCardInputSchema.safeParse(row);
    if (parsed.success) expectedValid.push(plain(parsed.data));
    else {
      const code =
        typeof row.code === "string" || typeof row.code === "number" ? String(row.code).trim() : "";
      expectedErrors.push({
        code: code || `row ${index + 1}`,
        error: parsed.error.issues[0]?.message ?? "",
      });
    }
  });
  expect(valid.map(plain)).toEqual(expectedValid);
  expect(errors).toEqual(expectedErrors);
  return expectedValid.length;
}

describe("validateUploadRows", () => {
  it("accepts and refuses exactly what giftCardInputSchema does, with its first message", () => {
    expect(expectSchemaAnswers(rows(5000))).toBeGreaterThan(10);
  });

  it("answers every code and every note of the pools, in an otherwise valid row, as the schema does", () => {
    const validRow = {
      code: "CODE-VALID",
      cardType: "amazon",
      usdAmount: "10",
      trophyCost: "200",
      expiresAt: "2031-12-31",
      notes: "",
    };
    const input = [
      ...POOLS.code.map((code) => ({ ...validRow, code })),
      ...POOLS.notes.map((notes, i) => ({ ...validRow, code: `CODE-NOTES-${i}`, notes })),
    ];
    expect(expectSchemaAnswers(input)).toBeGreaterThan(10);
  });
});
