import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { reverseAwardRequestSchema, suspendRequestSchema } from "./admin";
import { registerRequestSchema } from "./auth";
import { awardRequestSchema, optionalReasonBodySchema } from "./developer";
import { giftCardInputSchema } from "./gift-cards";
import {
  HIDDEN_CHARACTERS_MESSAGE,
  hasNoControlCharacters,
  hasNoHiddenCharacters,
  isPlainText,
  isSingleLine,
} from "./inputs";
import { customRewardFormSchema, declineFulfillmentSchema } from "./parent";
import { profileFormSchema } from "./user";

/** Every character refused, one by one. */
const HIDDEN = [
  ...Array.from({ length: 5 }, (_, i) => 0x200b + i),
  ...Array.from({ length: 5 }, (_, i) => 0x202a + i),
  ...Array.from({ length: 4 }, (_, i) => 0x2066 + i),
  0xfeff,
].map((code) => String.fromCodePoint(code));

describe("hasNoHiddenCharacters", () => {
  it("refuses each zero-width and text-direction character, wherever it is", () => {
    expect(HIDDEN).toHaveLength(15);
    for (const c of HIDDEN) {
      const name = `U+${c.codePointAt(0)?.toString(16).toUpperCase()}`;
      expect(hasNoHiddenCharacters(`${c}Ana`), name).toBe(false);
      expect(hasNoHiddenCharacters(`An${c}a`), name).toBe(false);
      expect(hasNoHiddenCharacters(`Ana${c}`), name).toBe(false);
    }
  });

  it("accepts ordinary text in any script, emoji and their joined sequences", () => {
    for (const text of [
      "Ana María Núñez",
      "O'Brien-Smith",
      "محمد",
      "שלום",
      "李小龍",
      "Zoë 🏆",
      "\u{1F468}\u200D\u{1F469}\u200D\u{1F467} Family movie night",
      "\u{1F3F3}\uFE0F\u200D\u{1F308}",
      "\u{1F469}\u{1F3FD}\u200D\u{1F4BB} Coding club",
      "\u2764\uFE0F\u200D\u{1F525}",
      // Spelled with a non-joiner (Persian) and a joiner (Hindi), as those languages write.
      "می\u200Cخواهم",
      "क्\u200Dष",
      "",
    ]) {
      expect(hasNoHiddenCharacters(text), text).toBe(true);
    }
  });

  it("refuses a joiner that joins no emoji and no letters of a script spelled with it", () => {
    for (const text of [
      "Ad\u200Dmin",
      "Ad\u200Cmin",
      "🏆\u200D",
      "\u200D🏆",
      "🏆\u200Da",
      "a\u200D🏆",
      "a\u200Cمحمد",
    ]) {
      expect(hasNoHiddenCharacters(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe("person-readable fields refuse hidden characters", () => {
  const evil = "\u202Etxt.exe";
  const cases: [string, z.ZodType, Record<string, unknown>][] = [
    ["student name", registerRequestSchema, { userType: "student", email: "a@b.co", name: evil }],
    [
      "developer company",
      registerRequestSchema,
      { userType: "developer", email: "a@b.co", password: "S3cretpass", companyName: evil },
    ],
    [
      "developer name",
      registerRequestSchema,
      { userType: "developer", email: "a@b.co", password: "S3cretpass", name: evil },
    ],
    [
      "parent name",
      registerRequestSchema,
      { userType: "parent_guide", email: "a@b.co", password: "S3cretpass", name: evil },
    ],
    ["profile name", profileFormSchema, { name: evil }],
    ["award details", awardRequestSchema, { email: "a@b.co", amount: 5, details: evil }],
    ["optional reason", optionalReasonBodySchema, { reason: evil }],
    ["reversal reason", reverseAwardRequestSchema, { reason: evil }],
    ["suspension reason", suspendRequestSchema, { reason: evil, durationDays: 1 }],
    ["decline reason", declineFulfillmentSchema, { reason: evil }],
    ["reward title", customRewardFormSchema, { studentId: "s", title: evil, trophyCost: 5 }],
    [
      "reward description",
      customRewardFormSchema,
      { studentId: "s", title: "Movie", description: evil, trophyCost: 5 },
    ],
    [
      "gift card notes",
      giftCardInputSchema,
      { code: "CODE-12345", cardType: "amazon", usdAmount: 10, trophyCost: 5, notes: evil },
    ],
    [
      "gift card type",
      giftCardInputSchema,
      { code: "CODE-12345", cardType: `ama\u200Bzon`, usdAmount: 10, trophyCost: 5 },
    ],
  ];

  it.each(cases)("%s", (_name, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(HIDDEN_CHARACTERS_MESSAGE);
  });
});

describe("control characters", () => {
  const C0 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i));
  const C1 = Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i));
  const BREAKS = ["\n", "\r", "\u2028", "\u2029"];

  it("one-line text refuses every C0 and C1 control, DEL and line breaks", () => {
    for (const c of [...C0, ...C1, "\u2028", "\u2029"]) {
      expect(isSingleLine(`Ki${c}d`), JSON.stringify(c)).toBe(false);
    }
    expect(isSingleLine("Kid Ödön \u00A0 🏆")).toBe(true);
  });

  it("text of several lines keeps line breaks alone", () => {
    for (const c of [...C0, ...C1]) {
      const kept = c === "\n" || c === "\r";
      expect(hasNoControlCharacters(`a${c}b`), JSON.stringify(c)).toBe(kept);
      expect(isPlainText(`a${c}b`), JSON.stringify(c)).toBe(kept);
    }
    for (const c of BREAKS) expect(hasNoControlCharacters(`a${c}b`)).toBe(true);
    expect(isPlainText("a\u200Bb")).toBe(false);
  });
});
