import { MESSAGES } from "@trophy/shared/messages";
import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useMarkFulfilled } from "../api/mark-fulfilled";

interface MarkFulfilledDialogProps {
  /** The redemption to mark; null keeps the dialog closed. */
  fulfillment: Fulfillment | null;
  onClose: () => void;
}

/**
 * The confirm prompt marking fulfilled needs (docs/product.md §5), then the change and its outcome.
 */
export function MarkFulfilledDialog({ fulfillment, onClose }: MarkFulfilledDialogProps) {
  const mark = useMarkFulfilled();
  return (
    <ConfirmDialog
      open={fulfillment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={MESSAGES.markFulfilledTitle}
      subject={fulfillment?.rewardTitle}
      description={
        <>
          {fulfillment?.studentName} ({fulfillment?.studentEmail})
          <br />
          {MESSAGES.markFulfilledBody}
        </>
      }
      confirmLabel={MESSAGES.markAsFulfilled}
      pendingLabel={MESSAGES.markingFulfilled}
      pending={mark.isPending}
      confirmDisabled={!fulfillment}
      onConfirm={() => {
        if (!fulfillment) return;
        mark.mutate(fulfillment.id, {
          onSuccess: () =>
            toast({ title: MESSAGES.rewardFulfilled, description: fulfillment.rewardTitle }),
          onError: (error) => {
            toastFailure(error, MESSAGES.failedToFulfill);
          },
          onSettled: onClose,
        });
      }}
    />
  );
}
