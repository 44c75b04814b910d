import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** Where the card types will be while the inventory loads: cards of their size. */
export function InventorySkeleton({ cards = 3 }: { cards?: number }) {
  const { t } = useTranslation("common");
  return (
    <div role="status" aria-busy="true" aria-label={t("loading")} className="grid gap-4">
      {Array.from({ length: cards }, (_, index) => (
        <Card key={index} className="grid gap-4 p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Skeleton className="h-7 w-40" />
            <Skeleton className="h-8 w-44" />
          </div>
          <div className="grid grid-cols-3 gap-3">
            {Array.from({ length: 3 }, (_, count) => (
              <div key={count} className="grid gap-1">
                <Skeleton className="h-4 w-16" />
                <Skeleton className="h-7 w-10" />
              </div>
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}
