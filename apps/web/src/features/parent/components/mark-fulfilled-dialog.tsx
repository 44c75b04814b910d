import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { MarkFulfilledConfirm } from "@/components/mark-fulfilled-confirm";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useMarkFulfilled } from "../api/mark-fulfilled";
import { PARENT_COPY } from "../copy";

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
    <MarkFulfilledConfirm
      fulfillment={fulfillment}
      pending={mark.isPending}
      onClose={onClose}
      onConfirm={(chosen) => {
        mark.mutate(chosen.id, {
          onSuccess: () => {
            toast({ title: PARENT_COPY.rewardFulfilled, description: chosen.rewardTitle });
            onFulfilled?.(chosen);
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
