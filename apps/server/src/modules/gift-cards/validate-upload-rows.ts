import type { RawGiftCardRow } from "@trophy/shared/rules/gift-card-file";
import {
  giftCardInputSchema,
  type GiftCardInput,
  type RowError,
} from "@trophy/shared/schemas/gift-cards";
import { VALIDATION_TEXTS } from "../../texts/errors";

type FieldResult = { success: true; data: unknown } | { success: false };

const FIELDS = Object.entries(giftCardInputSchema.shape) as [
  keyof GiftCardInput,
  { safeParse(value: unknown): FieldResult },
][];

/** Fields that differ from row to row: remembering their answers would only cost memory. */
const PER_ROW = new Set<keyof GiftCardInput>(["code", "notes"]);

/** A row's code as the file wrote it, for naming the row in answers. */
export const codeOf = (raw: unknown) =>
  typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";

/**
 * Each field checked by its own schema from giftCardInputSchema, as the whole schema checks it,
 * and the answer for a plain value remembered: a file repeats a few card types, amounts, costs and
 * dates over thousands of rows, and the expiry check alone costs more than the rest of the row.
 */
function fieldChecker() {
  const seen = new Map<string, FieldResult>();
  return (name: keyof GiftCardInput, check: (value: unknown) => FieldResult, value: unknown) => {
    if (PER_ROW.has(name) || (typeof value === "object" && value !== null)) return check(value);
    const key = `${name}\u0000${typeof value}\u0000${String(value)}`;
    let result = seen.get(key);
    if (!result) {
      result = check(value);
      seen.set(key, result);
    }
    return result;
  };
}

/**
 * The rows that pass giftCardInputSchema, and an error for each that does not: its code (or row
 * number) and the schema's first message for it.
 */
export function validateUploadRows(raw: RawGiftCardRow[]): {
  valid: GiftCardInput[];
  errors: RowError[];
} {
  const checkField = fieldChecker();
  const valid: GiftCardInput[] = [];
  const errors: RowError[] = [];
  raw.forEach((row, index) => {
    const card: Record<string, unknown> = {};
    for (const [name, schema] of FIELDS) {
      const value = (row as unknown as Record<string, unknown>)[name];
      const result = checkField(name, (v) => schema.safeParse(v), value);
      if (!result.success) {
        // The whole schema decides a refused row, so its answer is the one the schema gives first.
        const whole = giftCardInputSchema.safeParse(row);
        if (whole.success) valid.push(whole.data);
        else
          errors.push({
            code: codeOf(row.code) || `row ${index + 1}`,
            error: whole.error.issues[0]?.message ?? VALIDATION_TEXTS.invalidRow,
          });
        return;
      }
      card[name] = result.data;
    }
    valid.push(card as GiftCardInput);
  });
  return { valid, errors };
}
