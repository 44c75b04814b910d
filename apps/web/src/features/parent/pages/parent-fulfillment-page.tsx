import { MESSAGES } from "@trophy/shared/messages";
import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { ClipboardCheck } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { PageSpinner } from "@/components/ui/spinner";
import { useErrorToast } from "@/lib/use-error-toast";
import { useFulfillments } from "../api/get-fulfillments";
import { EmptyState } from "@/components/empty-state";
import { FulfillmentRow } from "../components/fulfillment-row";
import { MarkFulfilledDialog } from "../components/mark-fulfilled-dialog";

/** Redemptions of this parent/guide's rewards; pending ones are marked fulfilled after a confirm. */
export function ParentFulfillmentPage() {
  const fulfillments = useFulfillments();
  const [marking, setMarking] = useState<Fulfillment | null>(null);
  useErrorToast(fulfillments.error, MESSAGES.errorLoadingDataTitle, MESSAGES.errorLoadingData);
  const list = fulfillments.data ?? [];

  return (
    <div className="grid gap-6">
      <PageHeader
        icon={ClipboardCheck}
        title={MESSAGES.fulfillment}
        intro={MESSAGES.fulfillmentIntro}
      />
      {fulfillments.isPending ? (
        <PageSpinner />
      ) : list.length === 0 ? (
        <EmptyState variant="page" text={MESSAGES.noFulfillments} />
      ) : (
        <Card>
          <ul aria-label={MESSAGES.fulfillment} className="divide-y divide-slate-200">
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
