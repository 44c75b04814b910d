import { useTranslation } from "react-i18next";
import { titleCase } from "@trophy/shared/rules/gift-card-display";
import type { InventoryRow } from "@trophy/shared/schemas/gift-cards";
import { ArrowRight, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { paths } from "@/lib/paths";
import { inventoryTotals } from "./inventory-totals";

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="grid min-w-0 gap-1 rounded-xl bg-slate-50 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900">
        {value === undefined ? <Skeleton className="my-1 h-6 w-16" /> : formatNumber(value)}
      </dd>
    </div>
  );
}

interface GiftCardSummaryProps {
  /** Undefined while it loads (or when it failed). */
  inventory: readonly InventoryRow[] | undefined;
  error: unknown;
  onRetry: () => void;
}

/** Total, available and low-stock counts, the Low Stock Alert, and the way to the gift cards. */
export function GiftCardSummary({ inventory, error, onRetry }: GiftCardSummaryProps) {
  const { t } = useTranslation("admin");
  const totals = inventory && inventoryTotals(inventory);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} aria-busy={!inventory && !error}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
        <CardTitle id={titleId}>{t("giftCardInventory")}</CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.giftCards}>
            {t("manageGiftCards")}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {error ? (
          <LoadError error={error} onRetry={onRetry} />
        ) : (
          <dl className="grid gap-3 sm:grid-cols-3">
            <Figure label={t("totalCards")} value={totals?.totalCards} />
            <Figure label={t("available")} value={totals?.available} />
            <Figure label={t("lowStockTypes")} value={totals?.lowStock.length} />
          </dl>
        )}
        {totals && totals.lowStock.length > 0 && (
          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>{t("lowStockAlert")}</AlertTitle>
            <AlertDescription>
              <ul className="grid gap-1">
                {totals.lowStock.map((row) => (
                  <li key={row.cardType} className="wrap-anywhere">
                    {t("lowStockLine", { count: row.available, type: titleCase(row.cardType) })}
                  </li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
