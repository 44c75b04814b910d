import { randomUUID } from "node:crypto";
import type { GiftCardInput } from "@trophy/shared/schemas/gift-cards";
import type { giftCards } from "../../db/schema";
import type { SecretBox } from "../../lib/secret-box";
import { usdToCents } from "./gift-card-view";

export type NewGiftCardRow = typeof giftCards.$inferInsert;

/**
 * A validated card as a row: its id, chosen here because the code is sealed for it (it opens in no
 * other row), the code sealed, its keyed hash for uniqueness (pass it when already computed),
 * dollars as cents.
 */
export function toGiftCardRow(
  codes: SecretBox,
  input: GiftCardInput,
  batchId: string | null,
  codeHash = codes.fingerprint(input.code),
): NewGiftCardRow & { id: string } {
  const id = randomUUID();
  return {
    id,
    codeHash,
    codeCiphertext: codes.seal(input.code, id),
    cardType: input.cardType,
    usdCents: usdToCents(input.usdAmount),
    trophyCost: input.trophyCost,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    notes: input.notes ?? null,
    batchId,
  };
}
