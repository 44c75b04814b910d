import { useTranslation } from "react-i18next";
import type { AdminFulfillment } from "@trophy/shared/schemas/admin-fulfillments";
import { ClipboardCheck, Gift } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { FulfillmentRow, fulfillmentRowId } from "@/components/fulfillment-row";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ADMIN_LIST_PAGE_SIZE } from "@/lib/client-constants";
import { paths } from "@/lib/paths";
import { useFocusReturn } from "@/lib/use-focus-return";
import { useFulfillments } from "../api/get-fulfillments";
import { DeclineFulfillmentDialog } from "../components/decline-fulfillment-dialog";
import {
  FulfillmentFilterButtons,
  fulfillmentFilterFrom,
  fulfillmentFilterParams,
  type FulfillmentFilter,
} from "../components/fulfillment-filter";
import { ListPagination } from "../components/list-pagination";
import { ListSkeleton } from "../components/list-skeleton";
import { MarkFulfilledDialog } from "../components/mark-fulfilled-dialog";

/** Where the focus goes when a decided redemption left the filtered list. */
const LIST_HEADING_ID = "admin-redemptions";

/**
 * The base rewards' redemptions (docs/product.md §2, /admin/fulfillment), waiting ones first,
 * filtered by state (kept in the URL, `?status=pending`, so the dashboard and the mails can link to
 * it), 20 to a page; a waiting one is marked fulfilled after a confirm, or declined with a reason.
 */
export function AdminFulfillmentPage() {
  const { t } = useTranslation(["adminFulfillment", "common", "admin"]);
  const [params, setParams] = useSearchParams();
  const filter = fulfillmentFilterFrom(params);
  const [page, setPage] = useState(1);
  const [marking, setMarking] = useState<AdminFulfillment | null>(null);
  const [declining, setDeclining] = useState<AdminFulfillment | null>(null);
  const focus = useFocusReturn(marking !== null || declining !== null);
  const fulfillments = useFulfillments({
    status: filter === "all" ? undefined : filter,
    limit: ADMIN_LIST_PAGE_SIZE,
    offset: (page - 1) * ADMIN_LIST_PAGE_SIZE,
  });
  const show = (next: FulfillmentFilter) => {
    setParams(fulfillmentFilterParams(next), { replace: true });
    setPage(1);
  };
  // A decided row stays under All and its own state; under Pending it leaves the list.
  const focusAfter = (decided: AdminFulfillment) => {
    focus.focusOnClose(fulfillmentRowId(decided.id), LIST_HEADING_ID);
  };
  const list = fulfillments.data?.fulfillments ?? [];
  // The last rows of a later page were decided (and left the filtered list): the page before.
  if (fulfillments.isSuccess && !fulfillments.isPlaceholderData && list.length === 0 && page > 1) {
    setPage(page - 1);
  }

  return (
    <div className="grid gap-6 *:min-w-0">
      <PageHeader
        icon={ClipboardCheck}
        title={t("common:fulfillment")}
        intro={t("fulfillmentIntro")}
      />
      <FulfillmentFilterButtons value={filter} onChange={show} />
      <h2
        id={LIST_HEADING_ID}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 focus:outline-none"
      >
        {t("redemptions")}
      </h2>
      {fulfillments.isPending ? (
        <ListSkeleton lines={2} />
      ) : fulfillments.isError ? (
        <LoadError error={fulfillments.error} onRetry={() => void fulfillments.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          variant="page"
          text={t("noFulfillments")}
          action={
            filter === "all" ? (
              <Button asChild variant="outline">
                <Link to={paths.admin.rewards}>
                  <Gift aria-hidden="true" />
                  {t("viewRewards")}
                </Link>
              </Button>
            ) : (
              <Button
                variant="outline"
                onClick={() => {
                  show("all");
                }}
              >
                {t("showAllFulfillments")}
              </Button>
            )
          }
        />
      ) : (
        <Card>
          <ul aria-label={t("redemptions")} className="divide-y divide-slate-200">
            {list.map((fulfillment) => (
              <FulfillmentRow
                key={fulfillment.id}
                fulfillment={fulfillment}
                onMarkFulfilled={(chosen) => {
                  focus.rememberOpener();
                  setMarking(chosen);
                }}
                onDecline={(chosen) => {
                  focus.rememberOpener();
                  setDeclining(chosen);
                }}
              />
            ))}
          </ul>
        </Card>
      )}
      {!fulfillments.isError && (
        <ListPagination
          page={page}
          pageSize={ADMIN_LIST_PAGE_SIZE}
          total={fulfillments.data?.total ?? 0}
          label={t("admin:fulfillmentsPagination")}
          summary="showingFulfillments"
          onPageChange={setPage}
        />
      )}
      <MarkFulfilledDialog
        fulfillment={marking}
        onClose={() => {
          setMarking(null);
        }}
        onFulfilled={focusAfter}
      />
      <DeclineFulfillmentDialog
        key={declining?.id ?? "none"}
        fulfillment={declining}
        onClose={() => {
          setDeclining(null);
        }}
        onDeclined={focusAfter}
      />
    </div>
  );
}
