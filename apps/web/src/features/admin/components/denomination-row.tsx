import { useTranslation } from "react-i18next";
import { formatUsd } from "@trophy/shared/rules/gift-card-display";
import type { InventoryRow } from "@trophy/shared/schemas/gift-cards";
import { Trash2 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { formatNumber, formatTrophies } from "@/lib/format";

export type Denomination = InventoryRow["details"][number];

interface DenominationRowProps {
  denomination: Denomination;
  onDelete: (denomination: Denomination) => void;
}

/** One denomination of a card type: its value, cost, counts, and Delete (not once redeemed). */
export function DenominationRow({ denomination, onDelete }: DenominationRowProps) {
  const { t } = useTranslation("admin");
  const hintId = useId();
  const usd = formatUsd(denomination.usdAmount);
  const cost = formatTrophies(denomination.trophyCost);
  const locked = denomination.redeemed > 0;
  return (
    <li
      aria-label={`${usd} ${cost}`}
      className="flex flex-wrap items-center justify-between gap-3 py-3"
    >
      <div className="grid min-w-0 gap-1">
        <p className="font-medium text-slate-900">
          {usd}{" "}
          <span aria-hidden="true" className="text-slate-600">
            /
          </span>{" "}
          {cost}
        </p>
        <p className="flex flex-wrap gap-x-4 text-sm text-slate-600">
          <span>
            {t("available")}: {formatNumber(denomination.available)}
          </span>
          <span>
            {t("redeemed")}: {formatNumber(denomination.redeemed)}
          </span>
          <span>
            {t("expired")}: {formatNumber(denomination.expired)}
          </span>
        </p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <Button
          size="sm"
          variant="dangerOutline"
          disabled={locked}
          aria-describedby={locked ? hintId : undefined}
          onClick={() => {
            onDelete(denomination);
          }}
        >
          <Trash2 aria-hidden="true" />
          {t("deleteCards")}
        </Button>
        {locked && (
          <p id={hintId} className="text-xs text-slate-600">
            {t("cannotDeleteRedeemed")}
          </p>
        )}
      </div>
    </li>
  );
}
