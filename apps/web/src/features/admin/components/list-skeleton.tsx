import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

interface ListSkeletonProps {
  /** How many rows to draw: the page size, or a few where the list is usually short. */
  rows?: number;
  /** Lines of text under the first one in each row (a developer has two, a user one). */
  lines?: number;
}

/**
 * Where an admin list will be while it loads: rows of the size of the real ones (a line with the
 * e-mail and badge, lines of details, the actions), so nothing jumps when the data lands.
 */
export function ListSkeleton({ rows = 5, lines = 1 }: ListSkeletonProps) {
  const { t } = useTranslation("common");
  return (
    <Card aria-busy="true" aria-label={t("loading")} role="status">
      <ul className="divide-y divide-slate-200">
        {Array.from({ length: rows }, (_, row) => (
          <li key={row} className="flex flex-wrap items-center justify-between gap-4 p-4">
            <div className="grid min-w-0 flex-1 gap-2">
              <Skeleton className="h-5 w-56 max-w-full" />
              {Array.from({ length: lines }, (_, line) => (
                <Skeleton key={line} className="h-4 w-40 max-w-full" />
              ))}
            </div>
            <Skeleton className="h-8 w-24" />
          </li>
        ))}
      </ul>
    </Card>
  );
}
