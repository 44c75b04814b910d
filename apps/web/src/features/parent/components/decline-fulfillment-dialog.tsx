import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { DeclineFulfillmentConfirm } from "@/components/decline-fulfillment-confirm";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useDeclineFulfillment } from "../api/decline-fulfillment";
import { REWARDS_COPY } from "../rewards-copy";

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
  return (
    <DeclineFulfillmentConfirm
      fulfillment={fulfillment}
      reasonHint={REWARDS_COPY.reasonHint}
      pending={decline.isPending}
      onClose={onClose}
      onConfirm={(chosen, reason) => {
        decline.mutate(
          { id: chosen.id, reason },
          {
            onSuccess: () => {
              toast({ title: REWARDS_COPY.redemptionDeclined, description: chosen.rewardTitle });
              onDeclined?.(chosen);
            },
            onError: (error) => {
              toastFailure(error, REWARDS_COPY.failedToDecline);
            },
            onSettled: onClose,
          },
        );
      }}
    />
  );
}
