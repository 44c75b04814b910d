import { useTranslation } from "react-i18next";
import { formatUsd, titleCase } from "@trophy/shared/rules/gift-card-display";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { formatTrophies } from "@/lib/format";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useDeleteDenomination } from "../api/delete-denomination";

interface DeleteDenominationDialogProps {
  /** The denomination to delete; null keeps the dialog closed. */
  target: { cardType: string; usdAmount: number; trophyCost: number } | null;
  onClose: () => void;
}

/** Confirms, then deletes a denomination's available and expired cards. */
export function DeleteDenominationDialog({ target, onClose }: DeleteDenominationDialogProps) {
  const { t } = useTranslation("admin");
  const remove = useDeleteDenomination();
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("deleteCardsTitle")}
      description={
        target &&
        t("deleteCardsBody", {
          type: titleCase(target.cardType),
          usd: formatUsd(target.usdAmount),
          cost: formatTrophies(target.trophyCost),
        })
      }
      confirmLabel={t("deleteCards")}
      pendingLabel={t("deleting")}
      pending={remove.isPending}
      confirmDisabled={!target}
      destructive
      onConfirm={() => {
        if (!target) return;
        remove.mutate(target, {
          onSuccess: ({ message }) => toast({ title: t("giftCardsDeleted"), description: message }),
          onError: (error) => {
            toastFailure(error, t("deleteCardsFailed"), t("deleteCardsFailedFallback"));
          },
          onSettled: onClose,
        });
      }}
    />
  );
}
