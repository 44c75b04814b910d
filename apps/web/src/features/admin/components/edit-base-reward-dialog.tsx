import { zodResolver } from "@/lib/form-resolver";
import { CUSTOM_REWARD_MIN_COST } from "@trophy/shared/constants";
import {
  createBaseRewardSchema,
  type AdminReward,
  type BaseRewardForm,
  type CreateBaseReward,
} from "@trophy/shared/schemas/admin-rewards";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { StockField } from "@/components/stock-field";
import { Switch } from "@/components/ui/switch";
import { TextField } from "@/components/ui/text-field";
import { COMMON_COPY } from "@/lib/copy";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useUpdateBaseReward } from "../api/update-base-reward";
import { ADMIN_REWARDS_COPY } from "../rewards-copy";

interface EditBaseRewardDialogProps {
  /** The reward to edit; null keeps the dialog closed. The page keys the dialog per reward. */
  reward: AdminReward | null;
  onClose: () => void;
}

/** Whether the reward is offered, switched in the dialog and saved with the fields. */
function ActiveSwitch({ checked, onToggle }: { checked: boolean; onToggle: () => void }) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <span id={labelId} className="text-sm font-medium text-slate-900">
          {ADMIN_REWARDS_COPY.activeLabel}
        </span>
        <span id={hintId} className="text-xs text-slate-500">
          {ADMIN_REWARDS_COPY.activeHint}
        </span>
      </div>
      <Switch checked={checked} labelledBy={labelId} describedBy={hintId} onToggle={onToggle} />
    </div>
  );
}

/**
 * Title, description, cost, stock and whether it is offered, checked with the create form's
 * rules; an empty stock makes it unlimited.
 */
export function EditBaseRewardDialog({ reward, onClose }: EditBaseRewardDialogProps) {
  const update = useUpdateBaseReward();
  const [isActive, setIsActive] = useState(reward?.isActive ?? true);
  const form = useForm<BaseRewardForm, unknown, CreateBaseReward>({
    resolver: zodResolver(createBaseRewardSchema),
    defaultValues: {
      title: reward?.title ?? "",
      description: reward?.description ?? "",
      trophyCost: reward?.trophyCost ?? CUSTOM_REWARD_MIN_COST,
      stock: reward?.stock === null || reward === null ? "" : String(reward.stock),
    },
  });
  const { errors } = form.formState;

  const send = form.handleSubmit(({ title, description, trophyCost, stock }) => {
    if (!reward) return;
    update.mutate(
      {
        id: reward.id,
        body: { title, description: description ?? "", trophyCost, stock: stock ?? null, isActive },
      },
      {
        onSuccess: (updated) => {
          toast({ title: ADMIN_REWARDS_COPY.rewardUpdated, description: updated.title });
          onClose();
        },
        onError: (error) => {
          toastFailure(error, ADMIN_REWARDS_COPY.failedToUpdate);
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
      title={ADMIN_REWARDS_COPY.editRewardTitle}
      subject={reward?.title}
      description={ADMIN_REWARDS_COPY.editRewardBody}
      confirmLabel={ADMIN_REWARDS_COPY.save}
      pendingLabel={ADMIN_REWARDS_COPY.saving}
      pending={update.isPending}
      confirmDisabled={!reward}
      onConfirm={() => void send()}
    >
      <TextField
        id="edit-base-reward-title"
        label={ADMIN_REWARDS_COPY.titleLabel}
        autoComplete="off"
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextField
        id="edit-base-reward-description"
        label={ADMIN_REWARDS_COPY.descriptionLabel}
        hint={COMMON_COPY.optional}
        autoComplete="off"
        error={errors.description?.message}
        {...form.register("description")}
      />
      <TextField
        id="edit-base-reward-trophy-cost"
        label={COMMON_COPY.trophyCostLabel}
        type="number"
        inputMode="numeric"
        min={CUSTOM_REWARD_MIN_COST}
        step={1}
        error={errors.trophyCost?.message}
        {...form.register("trophyCost")}
      />
      <StockField
        id="edit-base-reward-stock"
        invalid={errors.stock !== undefined}
        {...form.register("stock")}
      />
      <ActiveSwitch
        checked={isActive}
        onToggle={() => {
          setIsActive((active) => !active);
        }}
      />
    </ConfirmDialog>
  );
}
