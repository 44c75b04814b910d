import type { z } from "zod";
import type { adminGiftCardSchema } from "@trophy/shared/schemas/gift-cards";
import type { GiftCard } from "@trophy/shared/schemas/student";
import type { GiftCardRow } from "../../db/schema";
import type { SecretBox } from "../../lib/secret-box";

/** Money is kept in whole cents; the API speaks dollars. */
export const centsToUsd = (cents: number) => cents / 100;
export const usdToCents = (usd: number) => Math.round(usd * 100);

/** What a card's view is made of. */
export type GiftCardViewRow = Pick<
  GiftCardRow,
  | "id"
  | "codeCiphertext"
  | "cardType"
  | "usdCents"
  | "trophyCost"
  | "redeemedAt"
  | "createdAt"
  | "expiresAt"
>;

/** A card with its whole code: only for the student who redeemed it, the admin and the export. */
export function toGiftCardView(row: GiftCardViewRow, codes: SecretBox): GiftCard {
  return {
    id: row.id,
    code: codes.open(row.codeCiphertext, row.id),
    cardType: row.cardType,
    usdAmount: centsToUsd(row.usdCents),
    trophyCost: row.trophyCost,
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** The admin's view adds the notes. */
export function toAdminGiftCardView(
  row: GiftCardRow,
  codes: SecretBox,
): z.infer<typeof adminGiftCardSchema> {
  return { ...toGiftCardView(row, codes), notes: row.notes };
}
