import { useTranslation } from "react-i18next";
import { formatUsd, maskCode, titleCase } from "@trophy/shared/rules/gift-card-display";
import type { GiftCard } from "@trophy/shared/schemas/student";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatLocalDate } from "@/lib/format";
import { GiftCardFace } from "./gift-card-face";

/** A redeemed card in the grid, its code masked to the last 4 characters (docs/product.md §2). */
export function GiftCardTile({
  card,
  onOpen,
}: {
  card: GiftCard;
  onOpen: (card: GiftCard) => void;
}) {
  const { t } = useTranslation(["common", "student"]);
  const titleId = useId();
  const takenAt = card.redeemedAt ?? card.createdAt;
  return (
    <Card role="article" aria-labelledby={titleId} className="grid min-w-0 gap-3 p-4">
      <h2 id={titleId} className="sr-only">
        {`${titleCase(card.cardType)} ${formatUsd(card.usdAmount)}`}
      </h2>
      <GiftCardFace cardType={card.cardType} usdAmount={card.usdAmount} />
      <p className="font-mono text-base tracking-wider break-all text-slate-800">
        {maskCode(card.code)}
      </p>
      <p className="text-xs text-slate-600">
        {t("redeemedOnLabel")}: <time dateTime={takenAt}>{formatLocalDate(takenAt)}</time>
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          onOpen(card);
        }}
      >
        {t("student:viewDetails")}
      </Button>
    </Card>
  );
}
