import type { AdminFulfillment } from "@trophy/shared/schemas/admin-fulfillments";
import { MarkFulfilledConfirm } from "@/components/mark-fulfilled-confirm";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useMarkFulfilled } from "../api/mark-fulfilled";
import { ADMIN_FULFILLMENT_COPY } from "../fulfillment-copy";

interface MarkFulfilledDialogProps {
  /** The redemption to mark; null keeps the dialog closed. */
  fulfillment: AdminFulfillment | null;
  onClose: () => void;
  /** After the change landed, with the redemption that was marked. */
  onFulfilled?: (fulfillment: AdminFulfillment) => void;
}

/**
 * The confirm prompt marking fulfilled needs (docs/product.md §5), as the parent/guide's, then the
 * change; a parent/guide who decided it first is the server's sentence in the toast.
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
            toast({
              title: ADMIN_FULFILLMENT_COPY.rewardFulfilled,
              description: chosen.rewardTitle,
            });
            onFulfilled?.(chosen);
          },
          onError: (error) => {
            toastFailure(error, ADMIN_FULFILLMENT_COPY.failedToFulfill);
          },
          onSettled: onClose,
        });
      }}
    />
  );
}
