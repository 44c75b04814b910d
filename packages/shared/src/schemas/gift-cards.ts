import { z } from "zod";
import {
  GIFT_CARD_MAX_CODE_LENGTH,
  GIFT_CARD_MAX_NOTES_LENGTH,
  GIFT_CARD_MIN_CODE_LENGTH,
} from "../constants";
import { SHARED_TEXTS } from "../shared-texts";
import {
  HIDDEN_CHARACTERS_MESSAGE,
  hasNoHiddenCharacters,
  isSingleLine,
  SINGLE_LINE_MESSAGE,
  hasNoControlCharacters,
  CONTROL_CHARACTERS_MESSAGE,
  hasNoNul,
  NO_NUL_MESSAGE,
  trophiesSchema,
  usdAmountSchema,
} from "./inputs";

/** `Google Play ` → `google_play`: one spelling per card type, title-cased again for display. */
export const normaliseCardType = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

const cardTypeText = z
  .string()
  .min(1, SHARED_TEXTS.missingCardType)
  .max(60, "Card type is too long")
  .refine(hasNoNul, NO_NUL_MESSAGE)
  .refine(hasNoHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE)
  .refine(isSingleLine, SINGLE_LINE_MESSAGE);

/**
 * A real calendar day (JavaScript would read 2024-02-31 as 2 March) of a year PostgreSQL and the
 * screens handle, 1970 to 9999.
 */
function isCalendarDate(s: string): boolean {
  const day = s.slice(0, 10);
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) return false;
  const at = Date.parse(s);
  if (Number.isNaN(at)) return false;
  const year = new Date(at).getUTCFullYear();
  return year >= 1970 && year <= 9999;
}

/** YYYY-MM-DD (the day's end, UTC) or a full ISO timestamp; empty means no expiry. */
const expiresAt = z
  .preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z
      .string()
      .trim()
      .refine(
        (s) =>
          /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && isCalendarDate(s),
        { message: "Expiration date must be a date (YYYY-MM-DD)" },
      )
      .transform((s) => (s.length === 10 ? `${s}T23:59:59.999Z` : new Date(s).toISOString()))
      .optional(),
  )
  .optional();

/** One gift card, as the Add Single form, an uploaded row and POST /api/admin/gift-cards carry it. */
export const giftCardInputSchema = z.object({
  code: z
    .string({ error: SHARED_TEXTS.invalidCode })
    .trim()
    .min(GIFT_CARD_MIN_CODE_LENGTH, SHARED_TEXTS.invalidCode)
    .max(GIFT_CARD_MAX_CODE_LENGTH, "Gift card code is too long")
    .refine(isSingleLine, SINGLE_LINE_MESSAGE),
  cardType: z
    .string({ error: SHARED_TEXTS.missingCardType })
    .transform(normaliseCardType)
    .pipe(cardTypeText),
  usdAmount: usdAmountSchema(),
  trophyCost: trophiesSchema(),
  expiresAt,
  notes: z
    .preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z
        .string()
        .trim()
        .max(GIFT_CARD_MAX_NOTES_LENGTH, "Notes are too long")
        .refine(hasNoNul, NO_NUL_MESSAGE)
        .refine(hasNoHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE)
        .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE)
        .optional(),
    )
    .optional(),
});
export type GiftCardInput = z.infer<typeof giftCardInputSchema>;
export type GiftCardFormValues = z.input<typeof giftCardInputSchema>;

export const uploadFormats = ["csv", "json"] as const;
export type UploadFormat = (typeof uploadFormats)[number];

export const uploadRequestSchema = z.object({
  data: z.string().min(1, "The file is empty"),
  format: z.enum(uploadFormats, { error: "format must be csv or json" }),
  batchId: z
    .string()
    .regex(/^batch_\w{1,60}$/, "batchId must be batch_ followed by a timestamp")
    .optional(),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export const rowErrorSchema = z.object({ code: z.string(), error: z.string() });
export type RowError = z.infer<typeof rowErrorSchema>;

export const uploadResultSchema = z.object({
  message: z.string(),
  created: z.number().int(),
  failed: z.number().int(),
  partial: z.boolean().optional(),
  errors: z.array(rowErrorSchema).optional(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const adminGiftCardSchema = z.object({
  id: z.string(),
  code: z.string(),
  cardType: z.string(),
  usdAmount: z.number(),
  trophyCost: z.number().int(),
  redeemedAt: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  notes: z.string().nullable(),
});
export const giftCardResponseSchema = z.object({ giftCard: adminGiftCardSchema });

const counts = {
  available: z.number().int(),
  redeemed: z.number().int(),
  expired: z.number().int(),
};
export const denominationSchema = z.object({
  usdAmount: z.number(),
  trophyCost: z.number().int(),
  ...counts,
});
export const inventoryRowSchema = z.object({
  cardType: z.string(),
  ...counts,
  details: z.array(denominationSchema),
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;
export const inventoryResponseSchema = z.object({ inventory: z.array(inventoryRowSchema) });

export const denominationKeySchema = z.object({
  cardType: z
    .string({ error: SHARED_TEXTS.missingCardType })
    .transform(normaliseCardType)
    .pipe(cardTypeText),
  usdAmount: usdAmountSchema(),
  trophyCost: trophiesSchema(),
});
export const deleteResultSchema = z.object({ message: z.string(), deleted: z.number().int() });

export const exportQuerySchema = z.object({ format: z.enum(uploadFormats).default("json") });
