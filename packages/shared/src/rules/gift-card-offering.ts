/**
 * A gift-card offering is one denomination of stock: (card type, USD amount, trophy cost).
 * Its reward id is `gc_` + the three joined by `_`. Card types may contain `_` themselves
 * (`google_play`), so the id is read from the right: the last two parts are the numbers.
 */
export interface Denomination {
  cardType: string;
  usdAmount: number;
  trophyCost: number;
}

export const GIFT_CARD_OFFERING_PREFIX = "gc_";

export function giftCardOfferingId(d: Denomination): string {
  return `${GIFT_CARD_OFFERING_PREFIX}${d.cardType}_${d.usdAmount}_${d.trophyCost}`;
}

export function isGiftCardOfferingId(id: string): boolean {
  return id.startsWith(GIFT_CARD_OFFERING_PREFIX);
}

export function parseGiftCardOfferingId(id: string): Denomination | null {
  if (!isGiftCardOfferingId(id)) return null;
  const parts = id.slice(GIFT_CARD_OFFERING_PREFIX.length).split("_");
  if (parts.length < 3) return null;
  const trophyCost = Number(parts.pop());
  const usdAmount = Number(parts.pop());
  const cardType = parts.join("_");
  if (!cardType || !Number.isFinite(usdAmount) || !Number.isInteger(trophyCost)) return null;
  return { cardType, usdAmount, trophyCost };
}
