import { useTranslation } from "react-i18next";
import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { ClipboardCheck, Gift } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { FulfillmentRow, fulfillmentRowId } from "@/components/fulfillment-row";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/lib/paths";
import { useFocusReturn } from "@/lib/use-focus-return";
import { useFulfillments } from "../api/get-fulfillments";
import { ListSkeleton } from "../components/list-skeleton";
import { DeclineFulfillmentDialog } from "../components/decline-fulfillment-dialog";
import { MarkFulfilledDialog } from "../components/mark-fulfilled-dialog";

/**
 * Redemptions of this parent/guide's rewards and of the base rewards their linked students redeemed
 * (docs/product.md §2); pending ones are marked fulfilled after a confirm, or declined with a reason
 * (the trophies go back).
 */
export function ParentFulfillmentPage() {
  const { t } = useTranslation(["parent", "common"]);
  const fulfillments = useFulfillments();
  const [marking, setMarking] = useState<Fulfillment | null>(null);
  const [declining, setDeclining] = useState<Fulfillment | null>(null);
  const focus = useFocusReturn(marking !== null || declining !== null);

  return (
    <div className="grid gap-6 *:min-w-0">
      <PageHeader
        icon={ClipboardCheck}
        title={t("common:fulfillment")}
        intro={t("fulfillmentIntro")}
      />
      {fulfillments.isPending ? (
        <ListSkeleton label={t("loadingFulfillments")} withAction />
      ) : fulfillments.isError ? (
        <LoadError
          error={fulfillments.error}
          onRetry={() => void fulfillments.refetch()}
          title={t("errorLoadingDataTitle")}
          fallback={t("errorLoadingData")}
        />
      ) : fulfillments.data.length === 0 ? (
        <EmptyState
          variant="page"
          text={t("noFulfillments")}
          action={
            <Button asChild variant="outline">
              <Link to={paths.parent.customRewards}>
                <Gift aria-hidden="true" />
                {t("viewCustomRewards")}
              </Link>
            </Button>
          }
        />
      ) : (
        <Card>
          <ul aria-label={t("common:fulfillment")} className="divide-y divide-slate-200">
            {fulfillments.data.map((fulfillment) => (
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
      <MarkFulfilledDialog
        fulfillment={marking}
        onClose={() => {
          setMarking(null);
        }}
        onFulfilled={(fulfilled) => {
          // Its button is gone: the focus goes to the row, which now says Fulfilled.
          focus.focusOnClose(fulfillmentRowId(fulfilled.id));
        }}
      />
      <DeclineFulfillmentDialog
        key={declining?.id ?? "none"}
        fulfillment={declining}
        onClose={() => {
          setDeclining(null);
        }}
        onDeclined={(declined) => {
          focus.focusOnClose(fulfillmentRowId(declined.id));
        }}
      />
    </div>
  );
}
