import type { RawGiftCardRow } from "@trophy/shared/rules/gift-card-file";
import {
  giftCardInputSchema,
  type GiftCardInput,
  type RowError,
} from "@trophy/shared/schemas/gift-cards";
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

/**
 * The rows that pass giftCardInputSchema, and an error for each that does not: its code (or row
 * number) and the schema's first message for it. Each field is checked by its own schema from
 * giftCardInputSchema, as the whole schema checks it; a row any field refuses goes through the
 * whole schema, whose answer stands.
 */
export function validateUploadRows(raw: RawGiftCardRow[]): {
  valid: GiftCardInput[];
  errors: RowError[];
} {
  // Every field of the schema (a new one does not compile until it is here). Codes and notes
  // differ from row to row: remembering their answers would only cost memory.
  const checks: Record<keyof GiftCardInput, Check> = {
    code: check("code"),
    cardType: remembered(check("cardType")),
    usdAmount: remembered(check("usdAmount")),
    trophyCost: remembered(check("trophyCost")),
    expiresAt: remembered(check("expiresAt")),
    notes: check("notes"),
  };
  const valid: GiftCardInput[] = [];
  const errors: RowError[] = [];
  raw.forEach((row, index) => {
    const [c, t, u, p, e, n] = [
      checks.code(row.code),
      checks.cardType(row.cardType),
      checks.usdAmount(row.usdAmount),
      checks.trophyCost(row.trophyCost),
      checks.expiresAt(row.expiresAt),
      checks.notes(row.notes),
    ];
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
  });
  return { valid, errors };
}
