import { zodResolver } from "@/lib/form-resolver";
import { CUSTOM_REWARD_MIN_COST } from "@trophy/shared/constants";
import {
  customRewardEditFormSchema,
  type CustomRewardEditForm,
  type ParentReward,
} from "@trophy/shared/schemas/parent";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { StockField } from "@/components/stock-field";
import { TextField } from "@/components/ui/text-field";
import { COMMON_COPY } from "@/lib/copy";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useUpdateCustomReward } from "../api/update-custom-reward";
import { PARENT_COPY } from "../copy";
import { REWARDS_COPY } from "../rewards-copy";
import { trophyCostOrFallback } from "./trophy-cost-or-fallback";
import { RewardPictureField } from "./reward-picture-field";

interface EditCustomRewardDialogProps {
  /** The reward to edit; null keeps the dialog closed. The page keys the dialog per reward. */
  reward: ParentReward | null;
  onClose: () => void;
}

/** Title, description, cost and stock of one reward, checked with the create form's rules. */
export function EditCustomRewardDialog({ reward, onClose }: EditCustomRewardDialogProps) {
  const update = useUpdateCustomReward();
  const form = useForm<CustomRewardEditForm, unknown, z.output<typeof customRewardEditFormSchema>>({
    resolver: zodResolver(customRewardEditFormSchema),
    defaultValues: {
      title: reward?.title ?? "",
      description: reward?.description ?? "",
      trophyCost: reward?.trophyCost ?? CUSTOM_REWARD_MIN_COST,
      stock: reward?.stock === null || reward === null ? "" : String(reward.stock),
      picture: reward?.picture ?? null,
    },
  });
  const { errors } = form.formState;

  const send = form.handleSubmit(({ title, description, trophyCost, stock, picture }) => {
    if (!reward) return;
    update.mutate(
      {
        id: reward.id,
        body: {
          title,
          description: description ?? "",
          trophyCost,
          stock,
          picture: picture ?? null,
        },
      },
      {
        onSuccess: (updated) => {
          toast({ title: REWARDS_COPY.rewardUpdated, description: updated.title });
          onClose();
        },
        onError: (error) => {
          toastFailure(error, REWARDS_COPY.failedToUpdate);
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
      title={REWARDS_COPY.editRewardTitle}
      subject={reward?.title}
      description={REWARDS_COPY.editRewardBody}
      confirmLabel={REWARDS_COPY.save}
      pendingLabel={REWARDS_COPY.saving}
      pending={update.isPending}
      confirmDisabled={!reward}
      onConfirm={() => void send()}
    >
      <TextField
        id="edit-reward-title"
        label={PARENT_COPY.titleLabel}
        autoComplete="off"
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextField
        id="edit-reward-description"
        label={PARENT_COPY.descriptionLabel}
        hint={COMMON_COPY.optional}
        autoComplete="off"
        error={errors.description?.message}
        {...form.register("description")}
      />
      <TextField
        id="edit-reward-trophy-cost"
        label={COMMON_COPY.trophyCostLabel}
        type="number"
        inputMode="numeric"
        min={CUSTOM_REWARD_MIN_COST}
        step={1}
        error={errors.trophyCost?.message}
        {...form.register("trophyCost", { setValueAs: trophyCostOrFallback })}
      />
      <StockField
        id="edit-reward-stock"
        invalid={errors.stock !== undefined}
        {...form.register("stock")}
      />
      <RewardPictureField control={form.control} name="picture" />
    </ConfirmDialog>
  );
}
