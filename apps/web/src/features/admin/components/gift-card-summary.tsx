import { titleCase } from "@trophy/shared/rules/gift-card-display";
import type { InventoryRow } from "@trophy/shared/schemas/gift-cards";
import { ArrowRight, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { fillTemplate } from "@/lib/fill-template";
import { inventoryTotals } from "./inventory-totals";
import { paths } from "@/lib/paths";
import { ADMIN_COPY } from "../copy";

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid gap-1 rounded-xl bg-slate-50 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/** Total, available and low-stock counts, the Low Stock Alert, and the way to the gift cards. */
export function GiftCardSummary({ inventory }: { inventory: readonly InventoryRow[] }) {
  const totals = inventoryTotals(inventory);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
        <CardTitle id={titleId}>{ADMIN_COPY.giftCardInventory}</CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.giftCards}>
            {ADMIN_COPY.manageGiftCards}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 sm:grid-cols-3">
          <Figure label={ADMIN_COPY.totalCards} value={totals.totalCards} />
          <Figure label={ADMIN_COPY.available} value={totals.available} />
          <Figure label={ADMIN_COPY.lowStockTypes} value={totals.lowStock.length} />
        </dl>
        {totals.lowStock.length > 0 && (
          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>{ADMIN_COPY.lowStockAlert}</AlertTitle>
            <AlertDescription>
              <ul className="grid gap-1">
                {totals.lowStock.map((row) => (
                  <li key={row.cardType}>
                    {fillTemplate(ADMIN_COPY.lowStockLine, {
                      type: titleCase(row.cardType),
                      count: row.available,
                    })}
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
