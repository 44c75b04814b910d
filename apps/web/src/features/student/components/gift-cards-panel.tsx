import type { GiftCard } from "@trophy/shared/schemas/student";
import { useState } from "react";
import { GiftCardDetailsDialog } from "./gift-card-details-dialog";
import { GiftCardFilters, type GiftCardFilterValues } from "./gift-card-filters";
import { filterAndSortGiftCards } from "./gift-card-sort";
import { GiftCardTile } from "./gift-card-tile";
import { EmptyState } from "@/components/empty-state";
import { STUDENT_COPY } from "../copy";

/** The student's redeemed gift cards: search, type filter, sort, grid and a details dialog. */
export function GiftCardsPanel({ giftCards }: { giftCards: readonly GiftCard[] }) {
  const [filters, setFilters] = useState<GiftCardFilterValues>({
    search: "",
    cardType: "",
    sort: "date",
  });
  const [open, setOpen] = useState<GiftCard | null>(null);
  const cardTypes = [...new Set(giftCards.map((c) => c.cardType))].sort();
  const shown = filterAndSortGiftCards(giftCards, filters);

  if (giftCards.length === 0) {
    return <EmptyState className="py-10" text={STUDENT_COPY.noGiftCards} />;
  }
  return (
    <div className="grid gap-6">
      <GiftCardFilters values={filters} cardTypes={cardTypes} onChange={setFilters} />
      {shown.length === 0 ? (
        <EmptyState className="py-10" text={STUDENT_COPY.noMatchingGiftCards} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((card) => (
            <GiftCardTile key={card.id} card={card} onOpen={setOpen} />
          ))}
        </div>
      )}
      <GiftCardDetailsDialog
        card={open}
        onClose={() => {
          setOpen(null);
        }}
      />
    </div>
  );
}
