import { useTranslation } from "react-i18next";
import type { GiftCard } from "@trophy/shared/schemas/student";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { GiftCardDetailsDialog } from "./gift-card-details-dialog";
import { GiftCardFilters, type GiftCardFilterValues } from "./gift-card-filters";
import { filterAndSortGiftCards } from "./gift-card-sort";
import { GiftCardTile } from "./gift-card-tile";

const GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

/** The student's redeemed gift cards: search, type filter, sort, grid and a details dialog. */
export function GiftCardsPanel({ giftCards }: { giftCards: readonly GiftCard[] }) {
  const { t } = useTranslation("student");
  const [filters, setFilters] = useState<GiftCardFilterValues>({
    search: "",
    cardType: "",
    sort: "date",
  });
  const [open, setOpen] = useState<GiftCard | null>(null);
  // The View Details button the dialog was opened from, for focus to come back to.
  const opener = useRef<HTMLElement | null>(null);
  const cardTypes = [...new Set(giftCards.map((c) => c.cardType))].sort();
  const shown = filterAndSortGiftCards(giftCards, filters);

  if (giftCards.length === 0) {
    return (
      <EmptyState
        variant="page"
        text={t("noGiftCards")}
        action={
          <Button asChild>
            <Link to={paths.student.offerings}>{t("browseOfferings")}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <GiftCardFilters values={filters} cardTypes={cardTypes} onChange={setFilters} />
      {shown.length === 0 ? (
        <EmptyState variant="page" text={t("noMatchingGiftCards")} />
      ) : (
        <div className={GRID}>
          {shown.map((card) => (
            <GiftCardTile
              key={card.id}
              card={card}
              onOpen={(chosen) => {
                opener.current =
                  document.activeElement instanceof HTMLElement ? document.activeElement : null;
                setOpen(chosen);
              }}
            />
          ))}
        </div>
      )}
      <GiftCardDetailsDialog
        card={open}
        onClose={() => {
          setOpen(null);
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      />
    </div>
  );
}

/** Tiles of the grid's size, in outline, while the cards load. */
const SKELETON_TILES = 3;

export function GiftCardsPanelSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-6">
      <div className="grid gap-4 sm:grid-cols-[1fr_auto_auto]">
        {["w-24", "w-20", "w-16"].map((width) => (
          <div key={width} className="grid gap-2">
            <Skeleton className={`h-4 ${width}`} />
            <Skeleton className="h-10 w-full sm:min-w-40" />
          </div>
        ))}
      </div>
      <div className={GRID}>
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <Card key={i} className="grid gap-3 p-4">
            <Skeleton className="h-16 rounded-xl" />
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-8 w-full" />
          </Card>
        ))}
      </div>
    </div>
  );
}
