import type { ParentReward } from "@trophy/shared/schemas/parent";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useDeleteCustomReward } from "../api/delete-custom-reward";
import { REWARDS_COPY } from "../rewards-copy";

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
  const remove = useDeleteCustomReward();
  return (
    <ConfirmDialog
      open={reward !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={REWARDS_COPY.deleteRewardTitle}
      subject={reward?.title}
      description={REWARDS_COPY.deleteRewardBody}
      confirmLabel={REWARDS_COPY.delete}
      pendingLabel={REWARDS_COPY.deleting}
      pending={remove.isPending}
      confirmDisabled={!reward}
      destructive
      onConfirm={() => {
        if (!reward) return;
        remove.mutate(reward.id, {
          onSuccess: ({ outcome }) => {
            const deleted = outcome === "deleted";
            toast({
              title: deleted ? REWARDS_COPY.rewardDeleted : REWARDS_COPY.rewardKeptInactive,
              description: reward.title,
            });
            onDone?.(reward, deleted);
          },
          onError: (error) => {
            toastFailure(error, REWARDS_COPY.failedToDelete);
          },
          onSettled: onClose,
        });
      }}
    />
  );
}
