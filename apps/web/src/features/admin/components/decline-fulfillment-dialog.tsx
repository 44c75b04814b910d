import { DECLINE_REASON_MAX } from "@trophy/shared/schemas/parent";
import type { AdminFulfillment } from "@trophy/shared/schemas/admin-fulfillments";
import { DeclineFulfillmentConfirm } from "@/components/decline-fulfillment-confirm";
import { fillTemplate } from "@/lib/fill-template";
import { formatNumber } from "@/lib/format";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useDeclineFulfillment } from "../api/decline-fulfillment";
import { ADMIN_FULFILLMENT_COPY } from "../fulfillment-copy";

interface DeclineFulfillmentDialogProps {
  /** The redemption to decline; null keeps the dialog closed. The page keys it per redemption. */
  fulfillment: AdminFulfillment | null;
  onClose: () => void;
  /** After the decline landed, with the redemption that was declined. */
  onDeclined?: (fulfillment: AdminFulfillment) => void;
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
      reasonHint={fillTemplate(ADMIN_FULFILLMENT_COPY.reasonHint, {
        max: formatNumber(DECLINE_REASON_MAX),
      })}
      pending={decline.isPending}
      onClose={onClose}
      onConfirm={(chosen, reason) => {
        decline.mutate(
          { id: chosen.id, reason },
          {
            onSuccess: () => {
              toast({
                title: ADMIN_FULFILLMENT_COPY.redemptionDeclined,
                description: chosen.rewardTitle,
              });
              onDeclined?.(chosen);
            },
            onError: (error) => {
              toastFailure(error, ADMIN_FULFILLMENT_COPY.failedToDecline);
            },
            onSettled: onClose,
          },
        );
      }}
    />
  );
}
