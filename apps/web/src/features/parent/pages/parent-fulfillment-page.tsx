import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { ClipboardCheck } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { PageSpinner } from "@/components/ui/spinner";
import { useErrorToast } from "@/lib/use-error-toast";
import { COMMON_COPY } from "@/lib/copy";
import { useFulfillments } from "../api/get-fulfillments";
import { EmptyState } from "@/components/empty-state";
import { FulfillmentRow } from "../components/fulfillment-row";
import { MarkFulfilledDialog } from "../components/mark-fulfilled-dialog";
import { PARENT_COPY } from "../copy";

/** Redemptions of this parent/guide's rewards; pending ones are marked fulfilled after a confirm. */
export function ParentFulfillmentPage() {
  const fulfillments = useFulfillments();
  const [marking, setMarking] = useState<Fulfillment | null>(null);
  useErrorToast(
    fulfillments.error,
    PARENT_COPY.errorLoadingDataTitle,
    PARENT_COPY.errorLoadingData,
  );
  const list = fulfillments.data ?? [];

  return (
    <div className="grid gap-6">
      <PageHeader
        icon={ClipboardCheck}
        title={COMMON_COPY.fulfillment}
        intro={PARENT_COPY.fulfillmentIntro}
      />
      {fulfillments.isPending ? (
        <PageSpinner />
      ) : list.length === 0 ? (
        <EmptyState variant="page" text={PARENT_COPY.noFulfillments} />
      ) : (
        <Card>
          <ul aria-label={COMMON_COPY.fulfillment} className="divide-y divide-slate-200">
            {list.map((fulfillment) => (
              <FulfillmentRow
                key={fulfillment.id}
                fulfillment={fulfillment}
                onMarkFulfilled={setMarking}
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
      />
    </div>
  );
}
