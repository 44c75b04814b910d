import { useTranslation } from "react-i18next";
import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { fulfillmentOutcome, type FulfillmentMutation } from "./fulfillment-outcome";
import { FulfillmentPrompt } from "./fulfillment-prompt";

/** The props a feature's Mark as Fulfilled dialog takes; it adds its mutation and copy. */
export interface MarkFulfilledDialogProps<F extends Fulfillment> {
  /** The redemption to mark; null keeps the dialog closed. */
  fulfillment: F | null;
  onClose: () => void;
  /** After the change landed, with the redemption that was marked. */
  onFulfilled?: (fulfillment: F) => void;
}

interface MarkFulfilledConfirmProps<F extends Fulfillment> extends MarkFulfilledDialogProps<F> {
  /** Marks the redemption with this id fulfilled. */
  mark: FulfillmentMutation<string>;
  copy: { readonly rewardFulfilled: string; readonly failedToFulfill: string };
}

/**
 * The confirm prompt marking fulfilled needs (docs/product.md §5), then the change and its outcome,
 * for the parent/guide's Fulfillment and the admin's alike.
 */
export function MarkFulfilledConfirm<F extends Fulfillment>({
  fulfillment,
  mark,
  copy,
  onClose,
  onFulfilled,
}: MarkFulfilledConfirmProps<F>) {
  const { t } = useTranslation("common");
  return (
    <ConfirmDialog
      open={fulfillment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("markFulfilledTitle")}
      subject={fulfillment?.rewardTitle}
      description={<FulfillmentPrompt fulfillment={fulfillment} body={t("markFulfilledBody")} />}
      confirmLabel={t("markAsFulfilled")}
      pendingLabel={t("markingFulfilled")}
      pending={mark.isPending}
      confirmDisabled={!fulfillment}
      onConfirm={() => {
        if (!fulfillment) return;
        mark.mutate(
          fulfillment.id,
          fulfillmentOutcome(
            fulfillment,
            { done: copy.rewardFulfilled, failed: copy.failedToFulfill },
            onClose,
            onFulfilled,
          ),
        );
      }}
    />
  );
}
