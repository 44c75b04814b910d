import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import { ADMIN_COPY, adminCount, type AdminCountKey } from "../copy";

interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The navigation's accessible name. */
  label: string;
  /** The counted text 'Showing {from} to {to} of N ...'. */
  summary: AdminCountKey;
  onPageChange: (page: number) => void;
}

/** Previous / Next and where the page sits in the list; only when there is more than one page. */
export function ListPagination({
  page,
  pageSize,
  total,
  label,
  summary,
  onPageChange,
}: ListPaginationProps) {
  if (total <= pageSize) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">
        {adminCount(summary, total, { from: formatNumber(from), to: formatNumber(to) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={page <= 1}
          onClick={() => {
            onPageChange(page - 1);
          }}
        >
          <ChevronLeft aria-hidden="true" />
          {ADMIN_COPY.previousPage}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={to >= total}
          onClick={() => {
            onPageChange(page + 1);
          }}
        >
          {ADMIN_COPY.nextPage}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
