import {
  GIFT_CARD_MAX_CODE_LENGTH,
  GIFT_CARD_MAX_NOTES_LENGTH,
  GIFT_CARD_MIN_CODE_LENGTH,
} from "@trophy/shared/constants";
import type { RawGiftCardRow } from "@trophy/shared/rules/gift-card-file";
import {
  giftCardInputSchema,
  type GiftCardInput,
  type RowError,
} from "@trophy/shared/schemas/gift-cards";
import { isPlainText, isSingleLine } from "@trophy/shared/schemas/inputs";
import { VALIDATION_TEXTS } from "../../texts/errors";

type FieldResult = { success: true; data: unknown } | { success: false };
type Check = (value: unknown) => FieldResult;

const shape = giftCardInputSchema.shape as Record<
  keyof GiftCardInput,
  { safeParse(value: unknown): FieldResult }
>;
const check =
  (name: keyof GiftCardInput): Check =>
  (value) =>
    shape[name].safeParse(value);

/** A row's code as the file wrote it, for naming the row in answers. */
export const codeOf = (raw: unknown) =>
  typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";

/**
 * A field's check with the answer for each plain value remembered: a file repeats a few card
 * types, amounts, costs and dates over thousands of rows, and the expiry check alone costs more
 * than the rest of the row. Strings and other values are remembered apart ("5" is not 5).
 */
function remembered(checkField: Check): Check {
  const strings = new Map<string, FieldResult>();
  const others = new Map<unknown, FieldResult>();
  return (value) => {
    if (typeof value === "object" && value !== null) return checkField(value);
    const seen = typeof value === "string" ? strings : others;
    let result = seen.get(value);
    if (!result) {
      result = checkField(value);
      seen.set(value, result);
    }
    return result;
  };
}

const NO_VALUE: FieldResult = { success: true, data: undefined };

/**
 * The code's check, answering a one-line string of a valid length without the schema: trimmed, as
 * the schema keeps it. Anything else is the schema's to answer.
 */
function codeCheck(checkField: Check): Check {
  return (value) => {
    if (typeof value === "string") {
      const code = value.trim();
      const fits =
        code.length >= GIFT_CARD_MIN_CODE_LENGTH && code.length <= GIFT_CARD_MAX_CODE_LENGTH;
      if (fits && isSingleLine(code)) return { success: true, data: code };
    }
    return checkField(value);
  };
}

/**
 * The notes' check, answering without the schema when they are absent or empty (no notes) or
 * plain text of a valid length (trimmed). Anything else, emoji joined by a joiner included, is the
 * schema's to answer.
 */
function notesCheck(checkField: Check): Check {
  return (value) => {
    if (value === undefined || value === null || value === "") return NO_VALUE;
    if (typeof value === "string") {
      const notes = value.trim();
      if (notes.length <= GIFT_CARD_MAX_NOTES_LENGTH && isPlainText(notes))
        return { success: true, data: notes };
    }
    return checkField(value);
  };
}

/**
 * Checks rows one at a time (so a caller can let other work go on between them), keeping the
 * rows that pass giftCardInputSchema and an error for each that does not: its code (or row
 * number) and the schema's first message for it. Each field is checked as its own schema from
 * giftCardInputSchema checks it; a row any field refuses goes through the whole schema, whose
 * answer stands.
 */
export function uploadRowChecker(): {
  /** Checks the row at `index` (from 0) of the file. */
  check(row: RawGiftCardRow, index: number): void;
  valid: GiftCardInput[];
  errors: RowError[];
} {
  // Every field of the schema (a new one does not compile until it is here). Codes and notes
  // differ from row to row: remembering their answers would only cost memory.
  const checks: Record<keyof GiftCardInput, Check> = {
    code: codeCheck(check("code")),
    cardType: remembered(check("cardType")),
    usdAmount: remembered(check("usdAmount")),
    trophyCost: remembered(check("trophyCost")),
    expiresAt: remembered(check("expiresAt")),
    notes: notesCheck(check("notes")),
  };
  const valid: GiftCardInput[] = [];
  const errors: RowError[] = [];
  return {
    valid,
    errors,
    check(row, index) {
      const c = checks.code(row.code);
      const t = checks.cardType(row.cardType);
      const u = checks.usdAmount(row.usdAmount);
      const p = checks.trophyCost(row.trophyCost);
      const e = checks.expiresAt(row.expiresAt);
      const n = checks.notes(row.notes);
      if (c.success && t.success && u.success && p.success && e.success && n.success) {
        valid.push({
          code: c.data,
          cardType: t.data,
          usdAmount: u.data,
          trophyCost: p.data,
          expiresAt: e.data,
          notes: n.data,
        } as GiftCardInput);
        return;
      }
      const whole = giftCardInputSchema.safeParse(row);
      if (whole.success) valid.push(whole.data);
      else
        errors.push({
          code: codeOf(row.code) || `row ${index + 1}`,
          error: whole.error.issues[0]?.message ?? VALIDATION_TEXTS.invalidRow,
        });
    },
  };
}

/** Every row of a file through uploadRowChecker. */
export function validateUploadRows(raw: RawGiftCardRow[]): {
  valid: GiftCardInput[];
  errors: RowError[];
} {
  const checker = uploadRowChecker();
  raw.forEach((row, index) => {
    checker.check(row, index);
  });
  return { valid: checker.valid, errors: checker.errors };
}
