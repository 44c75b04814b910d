import { titleCase } from "@trophy/shared/rules/gift-card-display";
import type { GiftCard } from "@trophy/shared/schemas/student";

export type GiftCardSort = "date" | "value" | "type";

/** When a card became the student's: its redemption, else its creation. */
const takenAt = (card: GiftCard) => Date.parse(card.redeemedAt ?? card.createdAt);

const COMPARE: Record<GiftCardSort, (a: GiftCard, b: GiftCard) => number> = {
  date: (a, b) => takenAt(b) - takenAt(a),
  value: (a, b) => b.usdAmount - a.usdAmount,
  type: (a, b) => a.cardType.localeCompare(b.cardType),
};

/** Cards whose type or code contains `search`, of `cardType` if set, in the chosen order. */
export function filterAndSortGiftCards(
  cards: readonly GiftCard[],
  { search, cardType, sort }: { search: string; cardType: string; sort: GiftCardSort },
): GiftCard[] {
  const needle = search.trim().toLowerCase();
  return cards
    .filter((c) => !cardType || c.cardType === cardType)
    .filter(
      (c) =>
        !needle ||
        c.cardType.toLowerCase().includes(needle) ||
        titleCase(c.cardType).toLowerCase().includes(needle) ||
        c.code.toLowerCase().includes(needle),
    )
    .sort(COMPARE[sort]);
}
