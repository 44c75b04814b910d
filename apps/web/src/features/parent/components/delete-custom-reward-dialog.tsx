import { useTranslation } from "react-i18next";
import type { ParentReward } from "@trophy/shared/schemas/parent";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useDeleteCustomReward } from "../api/delete-custom-reward";

interface DeleteCustomRewardDialogProps {
  /** The reward to delete; null keeps the dialog closed. */
  reward: ParentReward | null;
  onClose: () => void;
  /** After the answer, with whether the reward is gone (else it stayed, deactivated). */
  onDone?: (reward: ParentReward, deleted: boolean) => void;
}

/** Asks first; the toast then says whether the reward was deleted or only deactivated. */
export function DeleteCustomRewardDialog({
  reward,
  onClose,
  onDone,
}: DeleteCustomRewardDialogProps) {
  const { t } = useTranslation("parentRewards");
  const remove = useDeleteCustomReward();
  return (
    <ConfirmDialog
      open={reward !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("deleteRewardTitle")}
      subject={reward?.title}
      description={t("deleteRewardBody")}
      confirmLabel={t("delete")}
      pendingLabel={t("deleting")}
      pending={remove.isPending}
      confirmDisabled={!reward}
      destructive
      onConfirm={() => {
        if (!reward) return;
        remove.mutate(reward.id, {
          onSuccess: ({ outcome }) => {
            const deleted = outcome === "deleted";
            toast({
              title: deleted ? t("rewardDeleted") : t("rewardKeptInactive"),
              description: reward.title,
            });
            onDone?.(reward, deleted);
          },
          onError: (error) => {
            toastFailure(error, t("failedToDelete"));
          },
          onSettled: onClose,
        });
      }}
    />
  );
}
