import { formatUsd, titleCase } from "@trophy/shared/rules/gift-card-display";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { fillTemplate } from "@/lib/fill-template";
import { formatTrophies } from "@/lib/format";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useDeleteDenomination } from "../api/delete-denomination";
import { ADMIN_COPY } from "../copy";

interface DeleteDenominationDialogProps {
  /** The denomination to delete; null keeps the dialog closed. */
  target: { cardType: string; usdAmount: number; trophyCost: number } | null;
  onClose: () => void;
}

/** Confirms, then deletes a denomination's available and expired cards. */
export function DeleteDenominationDialog({ target, onClose }: DeleteDenominationDialogProps) {
  const remove = useDeleteDenomination();
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={ADMIN_COPY.deleteCardsTitle}
      description={
        target &&
        fillTemplate(ADMIN_COPY.deleteCardsBody, {
          type: titleCase(target.cardType),
          usd: formatUsd(target.usdAmount),
          cost: formatTrophies(target.trophyCost),
        })
      }
      confirmLabel={ADMIN_COPY.deleteCards}
      pendingLabel={ADMIN_COPY.deleting}
      pending={remove.isPending}
      confirmDisabled={!target}
      destructive
      onConfirm={() => {
        if (!target) return;
        remove.mutate(target, {
          onSuccess: ({ message }) =>
            toast({ title: ADMIN_COPY.giftCardsDeleted, description: message }),
          onError: (error) => {
            toastFailure(error, ADMIN_COPY.deleteCardsFailed, ADMIN_COPY.deleteCardsFailedFallback);
          },
          onSettled: onClose,
        });
      }}
    />
  );
}
