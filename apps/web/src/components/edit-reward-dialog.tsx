import type { ReactNode } from "react";
import type { FieldValues, UseFormHandleSubmit } from "react-hook-form";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";

/** The words of a reward's edit dialog and of how saving it went, from the feature's copy. */
export interface EditRewardCopy {
  readonly editRewardTitle: string;
  readonly editRewardBody: string;
  readonly save: string;
  readonly saving: string;
  readonly rewardUpdated: string;
  readonly failedToUpdate: string;
}

/** The feature's update mutation (react-query's `useMutation`): a reward's id and new fields. */
interface RewardUpdate<B> {
  mutate: (
    variables: { id: string; body: B },
    options: {
      onSuccess: (updated: { title: string }) => void;
      onError: (error: unknown) => void;
    },
  ) => void;
  isPending: boolean;
}

interface EditRewardDialogProps<T extends FieldValues, V, B> {
  /** The reward to edit; null keeps the dialog closed. The page keys the dialog per reward. */
  reward: { id: string; title: string } | null;
  copy: EditRewardCopy;
  update: RewardUpdate<B>;
  onClose: () => void;
  /** The form's `handleSubmit`: Save (or Enter in a field) checks the fields first. */
  handleSubmit: UseFormHandleSubmit<T, V>;
  /** The checked fields as the update's body. */
  toBody: (values: V) => B;
  /** The fields. */
  children: ReactNode;
}

/**
 * The dialog a reward's fields are edited in (the admin's base rewards, a parent/guide's custom
 * ones). A save that lands says so with the reward's title and closes; a refusal is the server's
 * sentence in a toast, with the dialog left open to correct the fields.
 */
export function EditRewardDialog<T extends FieldValues, V, B>({
  reward,
  copy,
  update,
  onClose,
  handleSubmit,
  toBody,
  children,
}: EditRewardDialogProps<T, V, B>) {
  const save = handleSubmit((values) => {
    if (!reward) return;
    update.mutate(
      { id: reward.id, body: toBody(values) },
      {
        onSuccess: (updated) => {
          toast({ title: copy.rewardUpdated, description: updated.title });
          onClose();
        },
        onError: (error) => {
          toastFailure(error, copy.failedToUpdate);
        },
      },
    );
  });
  return (
    <ConfirmDialog
      open={reward !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={copy.editRewardTitle}
      subject={reward?.title}
      description={copy.editRewardBody}
      confirmLabel={copy.save}
      pendingLabel={copy.saving}
      pending={update.isPending}
      confirmDisabled={!reward}
      onConfirm={() => void save()}
    >
      {children}
    </ConfirmDialog>
  );
}
