import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { COMMON_COPY } from "@/lib/copy";
import { useDeclineReason } from "./decline-reason";
import { FulfillmentPrompt } from "./fulfillment-prompt";

interface DeclineFulfillmentConfirmProps<F extends Fulfillment> {
  /** The redemption to decline; null keeps the dialog closed. Key the dialog per redemption. */
  fulfillment: F | null;
  /** Beside the reason's label: who reads it. */
  reasonHint: string;
  /** While the decline is on its way: the question stays open. */
  pending: boolean;
  onClose: () => void;
  /** With the reason given (required); the feature declines and closes the dialog. */
  onConfirm: (fulfillment: F, reason: string) => void;
}

/** Asks for the reason the student will read; the feature then declines and refunds. */
export function DeclineFulfillmentConfirm<F extends Fulfillment>({
  fulfillment,
  reasonHint,
  pending,
  onClose,
  onConfirm,
}: DeclineFulfillmentConfirmProps<F>) {
  const reason = useDeclineReason(reasonHint);
  return (
    <ConfirmDialog
      open={fulfillment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={COMMON_COPY.declineTitle}
      subject={fulfillment?.rewardTitle}
      description={<FulfillmentPrompt fulfillment={fulfillment} body={COMMON_COPY.declineBody} />}
      confirmLabel={COMMON_COPY.decline}
      pendingLabel={COMMON_COPY.declining}
      pending={pending}
      confirmDisabled={!fulfillment}
      destructive
      onConfirm={() => {
        if (!fulfillment || !reason.given()) return;
        onConfirm(fulfillment, reason.reason);
      }}
    >
      {reason.field}
    </ConfirmDialog>
  );
}
