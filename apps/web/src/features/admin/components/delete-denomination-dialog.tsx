import { MESSAGES } from "@trophy/shared/messages";
import { formatUsd, titleCase } from "@trophy/shared/rules/gift-card-display";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { fillTemplate } from "@/lib/fill-template";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useDeleteDenomination, type DenominationKey } from "../api/delete-denomination";

interface DeleteDenominationDialogProps {
  /** The denomination to delete; null keeps the dialog closed. */
  target: { cardType: string; usdAmount: number; trophyCost: number } | null;
  onClose: () => void;
}

/** Confirms, then deletes a denomination's available and expired cards. */
export function DeleteDenominationDialog({ target, onClose }: DeleteDenominationDialogProps) {
  const remove = useDeleteDenomination();
  const confirm = (key: DenominationKey) => {
    remove.mutate(key, {
      onSuccess: ({ message }) => toast({ title: MESSAGES.giftCardsDeleted, description: message }),
      onError: (error) => {
        toastFailure(error, MESSAGES.deleteCardsFailed, MESSAGES.deleteCardsFailedFallback);
      },
      onSettled: onClose,
    });
  };
  return (
    <AlertDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>{MESSAGES.deleteCardsTitle}</AlertDialogTitle>
        <AlertDialogDescription>
          {target &&
            fillTemplate(MESSAGES.deleteCardsBody, {
              type: titleCase(target.cardType),
              usd: formatUsd(target.usdAmount),
              cost: fillTemplate(MESSAGES.trophiesLabel, { count: target.trophyCost }),
            })}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{MESSAGES.cancel}</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending || !target}
            onClick={() => {
              if (target) confirm(target);
            }}
          >
            {remove.isPending ? MESSAGES.deleting : MESSAGES.deleteCards}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
