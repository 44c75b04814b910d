import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useMarkFulfilled } from "../api/mark-fulfilled";
import { PARENT_COPY } from "../copy";
import { FulfillmentPrompt } from "./fulfillment-prompt";

interface MarkFulfilledDialogProps {
  /** The redemption to mark; null keeps the dialog closed. */
  fulfillment: Fulfillment | null;
  onClose: () => void;
  /** After the change landed, with the redemption that was marked. */
  onFulfilled?: (fulfillment: Fulfillment) => void;
}

/**
 * The confirm prompt marking fulfilled needs (docs/product.md §5), then the change and its outcome.
 */
export function MarkFulfilledDialog({
  fulfillment,
  onClose,
  onFulfilled,
}: MarkFulfilledDialogProps) {
  const mark = useMarkFulfilled();
  return (
    <ConfirmDialog
      open={fulfillment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={PARENT_COPY.markFulfilledTitle}
      subject={fulfillment?.rewardTitle}
      description={
        <FulfillmentPrompt fulfillment={fulfillment} body={PARENT_COPY.markFulfilledBody} />
      }
      confirmLabel={PARENT_COPY.markAsFulfilled}
      pendingLabel={PARENT_COPY.markingFulfilled}
      pending={mark.isPending}
      confirmDisabled={!fulfillment}
      onConfirm={() => {
        if (!fulfillment) return;
        mark.mutate(fulfillment.id, {
          onSuccess: () => {
            toast({ title: PARENT_COPY.rewardFulfilled, description: fulfillment.rewardTitle });
            onFulfilled?.(fulfillment);
          },
          onError: (error) => {
            toastFailure(error, PARENT_COPY.failedToFulfill);
          },
          onSettled: onClose,
        });
      }}
    />
  );
}
