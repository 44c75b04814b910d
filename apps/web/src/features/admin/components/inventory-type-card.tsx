import { useTranslation } from "react-i18next";
import { titleCase } from "@trophy/shared/rules/gift-card-display";
import type { InventoryRow } from "@trophy/shared/schemas/gift-cards";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { DenominationRow, type Denomination } from "./denomination-row";
import { StockBadge } from "./stock-badge";

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{formatNumber(value)}</dd>
    </div>
  );
}

interface InventoryTypeCardProps {
  row: InventoryRow;
  onDelete: (row: InventoryRow, denomination: Denomination) => void;
}

/** A card type's counts and stock status; its denominations open below on demand. */
export function InventoryTypeCard({ row, onDelete }: InventoryTypeCardProps) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const listId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="grid gap-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h2 id={titleId} className="min-w-0 text-lg font-semibold wrap-anywhere text-slate-900">
            {titleCase(row.cardType)}
          </h2>
          <StockBadge available={row.available} />
        </div>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => {
            setOpen(!open);
          }}
        >
          {open ? t("hideDenominations") : t("showDenominations")}
          <ChevronDown
            aria-hidden="true"
            className={cn("transition-transform", open && "rotate-180")}
          />
        </Button>
      </div>
      <dl className="grid grid-cols-3 gap-3">
        <Count label={t("available")} value={row.available} />
        <Count label={t("redeemed")} value={row.redeemed} />
        <Count label={t("expired")} value={row.expired} />
      </dl>
      <ul
        id={listId}
        hidden={!open}
        aria-label={t("denominations")}
        className="divide-y divide-slate-200 border-t border-slate-200"
      >
        {row.details.map((denomination) => (
          <DenominationRow
            key={`${String(denomination.usdAmount)}-${String(denomination.trophyCost)}`}
            denomination={denomination}
            onDelete={(d) => {
              onDelete(row, d);
            }}
          />
        ))}
      </ul>
    </Card>
  );
}
