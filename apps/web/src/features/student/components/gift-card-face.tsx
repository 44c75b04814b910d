import { formatUsd, titleCase } from "@trophy/shared/rules/gift-card-display";
import { CreditCard } from "lucide-react";
import { cn } from "@/lib/cn";
import { cardTypeStyle } from "./card-type-style";

/** The coloured face of a gift card: its type, title-cased, and its dollar value. */
export function GiftCardFace({
  cardType,
  usdAmount,
  className,
}: {
  cardType: string;
  usdAmount: number;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex items-center justify-between gap-3 rounded-xl px-5 py-4",
        cardTypeStyle(cardType),
        className,
      )}
    >
      <span className="flex min-w-0 items-center gap-2 font-semibold wrap-anywhere">
        <CreditCard aria-hidden="true" className="size-5 shrink-0" />
        {titleCase(cardType)}
      </span>
      <span className="shrink-0 text-2xl font-bold">{formatUsd(usdAmount)}</span>
    </div>
  );
}
