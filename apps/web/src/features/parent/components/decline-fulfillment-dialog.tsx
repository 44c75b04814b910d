import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useDeclineFulfillment } from "../api/decline-fulfillment";
import { REWARDS_COPY } from "../rewards-copy";
import { useDeclineReason } from "./decline-reason";
import { FulfillmentPrompt } from "./fulfillment-prompt";

interface DeclineFulfillmentDialogProps {
  /** The redemption to decline; null keeps the dialog closed. The page keys it per redemption. */
  fulfillment: Fulfillment | null;
  onClose: () => void;
  /** After the decline landed, with the redemption that was declined. */
  onDeclined?: (fulfillment: Fulfillment) => void;
}

/** Asks for the reason the student will read (required), then declines and refunds. */
export function DeclineFulfillmentDialog({
  fulfillment,
  onClose,
  onDeclined,
}: DeclineFulfillmentDialogProps) {
  const decline = useDeclineFulfillment();
  const reason = useDeclineReason();
  return (
    <ConfirmDialog
      open={fulfillment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={REWARDS_COPY.declineTitle}
      subject={fulfillment?.rewardTitle}
      description={<FulfillmentPrompt fulfillment={fulfillment} body={REWARDS_COPY.declineBody} />}
      confirmLabel={REWARDS_COPY.decline}
      pendingLabel={REWARDS_COPY.declining}
      pending={decline.isPending}
      confirmDisabled={!fulfillment}
      destructive
      onConfirm={() => {
        if (!fulfillment) return;
        if (!reason.given()) return;
        decline.mutate(
          { id: fulfillment.id, reason: reason.reason },
          {
            onSuccess: () => {
              toast({
                title: REWARDS_COPY.redemptionDeclined,
                description: fulfillment.rewardTitle,
              });
              onDeclined?.(fulfillment);
            },
            onError: (error) => {
              toastFailure(error, REWARDS_COPY.failedToDecline);
            },
            onSettled: onClose,
          },
        );
      }}
    >
      {reason.field}
    </ConfirmDialog>
  );
}
