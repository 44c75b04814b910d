import { USER_LIST_PAGE_SIZE } from "@trophy/shared/constants";
import { MESSAGES } from "@trophy/shared/messages";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { fillTemplate } from "@/lib/fill-template";

interface UserPaginationProps {
  page: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Previous / Next and 'Showing X to Y of N users'; only when there is more than one page. */
export function UserPagination({ page, total, onPageChange }: UserPaginationProps) {
  if (total <= USER_LIST_PAGE_SIZE) return null;
  const from = (page - 1) * USER_LIST_PAGE_SIZE + 1;
  const to = Math.min(page * USER_LIST_PAGE_SIZE, total);
  return (
    <nav
      aria-label={MESSAGES.usersPagination}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-slate-600">
        {fillTemplate(MESSAGES.showingUsers, { from, to, total })}
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={page <= 1}
          onClick={() => {
            onPageChange(page - 1);
          }}
        >
          <ChevronLeft aria-hidden="true" />
          {MESSAGES.previousPage}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={to >= total}
          onClick={() => {
            onPageChange(page + 1);
          }}
        >
          {MESSAGES.nextPage}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
