import { useTranslation } from "react-i18next";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import type { ParseKeys } from "i18next";

type AdminCountKey = ParseKeys<"admin">;

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
  const { t } = useTranslation("admin");
  if (total <= pageSize) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">
        {t(summary, { count: total, from: formatNumber(from), to: formatNumber(to) })}
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
          {t("previousPage")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={to >= total}
          onClick={() => {
            onPageChange(page + 1);
          }}
        >
          {t("nextPage")}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
