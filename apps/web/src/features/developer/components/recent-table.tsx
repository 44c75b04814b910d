import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { ScrollRegion } from "@/components/scroll-region";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/** A body cell of a recent-items table; rows add what their column needs (mono, no wrap...). */
export const RECENT_CELL = "px-2 py-1.5 align-top";

const HEAD = "px-2 py-1.5 text-left font-medium whitespace-nowrap";

/** The Refresh button of a list the developer reloads by hand; it waits while it loads. */
export function RefreshButton({
  fetching,
  onRefresh,
  copy,
}: {
  fetching: boolean;
  onRefresh: () => void;
  copy: { readonly refresh: string; readonly refreshing: string };
}) {
  return (
    <Button size="sm" variant="outline" disabled={fetching} onClick={onRefresh}>
      <RefreshCw aria-hidden="true" />
      {fetching ? copy.refreshing : copy.refresh}
    </Button>
  );
}

interface RecentTableProps<T> {
  /** The loaded items; undefined until the first answer. */
  items: readonly T[] | undefined;
  /** The failure of the last load; shown only while there is nothing to show instead. */
  failed: boolean;
  error: unknown;
  onRetry: () => void;
  /** The scrolling table's accessible name. */
  label: string;
  /** What is loading, for screen readers. */
  loadingLabel: string;
  /** Grey bars of a row's height while the first load runs. */
  loadingRows: number;
  emptyText: string;
  emptyClassName?: string;
  /** The scrolling frame's height limit, as a Tailwind class. */
  maxHeight: string;
  columns: readonly { label: string; numeric?: boolean }[];
  /** One `<tr>` per item, with a cell per column (`RECENT_CELL`). */
  row: (item: T) => ReactNode;
}

/**
 * The last items of a developer's log (API requests, webhook deliveries) as a table that scrolls
 * inside its card on a phone, with its loading, failed and empty states. A failed reload keeps
 * the rows already shown.
 */
export function RecentTable<T>({
  items,
  failed,
  error,
  onRetry,
  label,
  loadingLabel,
  loadingRows,
  emptyText,
  emptyClassName,
  maxHeight,
  columns,
  row,
}: RecentTableProps<T>) {
  if (failed && !items) return <LoadError error={error} onRetry={onRetry} />;
  if (!items) {
    return (
      <div role="status" aria-busy="true" className="grid gap-2">
        <span className="sr-only">{loadingLabel}</span>
        {Array.from({ length: loadingRows }, (_, i) => (
          <Skeleton key={i} aria-hidden="true" className="h-8 w-full" />
        ))}
      </div>
    );
  }
  if (items.length === 0) return <EmptyState text={emptyText} className={emptyClassName} />;
  return (
    <ScrollRegion aria-label={label} className={maxHeight}>
      <table className="w-full text-sm">
        <thead className="sticky top-0 bg-white text-xs text-slate-600">
          <tr className="border-b border-slate-200">
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cn(HEAD, column.numeric && "text-right")}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-slate-900">{items.map(row)}</tbody>
      </table>
    </ScrollRegion>
  );
}
