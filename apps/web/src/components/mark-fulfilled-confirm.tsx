import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { COMMON_COPY } from "@/lib/copy";
import { FulfillmentPrompt } from "./fulfillment-prompt";

interface MarkFulfilledConfirmProps<F extends Fulfillment> {
  /** The redemption to mark; null keeps the dialog closed. */
  fulfillment: F | null;
  /** While the change is on its way: the question stays open. */
  pending: boolean;
  onClose: () => void;
  onConfirm: (fulfillment: F) => void;
}

/**
 * The confirm prompt marking fulfilled needs (docs/product.md §5); the feature sends the change
 * and says how it went.
 */
export function MarkFulfilledConfirm<F extends Fulfillment>({
  fulfillment,
  pending,
  onClose,
  onConfirm,
}: MarkFulfilledConfirmProps<F>) {
  return (
    <ConfirmDialog
      open={fulfillment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={COMMON_COPY.markFulfilledTitle}
      subject={fulfillment?.rewardTitle}
      description={
        <FulfillmentPrompt fulfillment={fulfillment} body={COMMON_COPY.markFulfilledBody} />
      }
      confirmLabel={COMMON_COPY.markAsFulfilled}
      pendingLabel={COMMON_COPY.markingFulfilled}
      pending={pending}
      confirmDisabled={!fulfillment}
      onConfirm={() => {
        if (fulfillment) onConfirm(fulfillment);
      }}
    />
  );
}
