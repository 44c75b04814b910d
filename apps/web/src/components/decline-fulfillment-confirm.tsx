import { useTranslation } from "react-i18next";
import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useDeclineReason } from "./decline-reason";
import { fulfillmentOutcome, type FulfillmentMutation } from "./fulfillment-outcome";
import { FulfillmentPrompt } from "./fulfillment-prompt";

/** The props a feature's Decline dialog takes; it adds its mutation, copy and reason hint. */
export interface DeclineFulfillmentDialogProps<F extends Fulfillment> {
  /** The redemption to decline; null keeps the dialog closed. Key the dialog per redemption. */
  fulfillment: F | null;
  onClose: () => void;
  /** After the decline landed, with the redemption that was declined. */
  onDeclined?: (fulfillment: F) => void;
}

interface DeclineFulfillmentConfirmProps<
  F extends Fulfillment,
> extends DeclineFulfillmentDialogProps<F> {
  /** Beside the reason's label: who reads it. */
  reasonHint: string;
  /** Declines the redemption with this id for this reason. */
  decline: FulfillmentMutation<{ id: string; reason: string }>;
  copy: { readonly redemptionDeclined: string; readonly failedToDecline: string };
}

/**
 * Asks for the reason the student will read (required), then declines and refunds, for the
 * parent/guide's Fulfillment and the admin's alike.
 */
export function DeclineFulfillmentConfirm<F extends Fulfillment>({
  fulfillment,
  reasonHint,
  decline,
  copy,
  onClose,
  onDeclined,
}: DeclineFulfillmentConfirmProps<F>) {
  const { t } = useTranslation("common");
  const reason = useDeclineReason(reasonHint);
  return (
    <ConfirmDialog
      open={fulfillment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("declineTitle")}
      subject={fulfillment?.rewardTitle}
      description={<FulfillmentPrompt fulfillment={fulfillment} body={t("declineBody")} />}
      confirmLabel={t("decline")}
      pendingLabel={t("declining")}
      pending={decline.isPending}
      confirmDisabled={!fulfillment}
      destructive
      onConfirm={() => {
        if (!fulfillment || !reason.given()) return;
        decline.mutate(
          { id: fulfillment.id, reason: reason.reason },
          fulfillmentOutcome(
            fulfillment,
            { done: copy.redemptionDeclined, failed: copy.failedToDecline },
            onClose,
            onDeclined,
          ),
        );
      }}
    >
      {reason.field}
    </ConfirmDialog>
  );
}
