import { useTranslation } from "react-i18next";
import { rewardResolver } from "@/lib/form-resolver";
import {
  createBaseRewardSchema,
  type AdminReward,
  type BaseRewardForm,
  type CreateBaseReward,
} from "@trophy/shared/schemas/admin-rewards";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { EditRewardDialog } from "@/components/edit-reward-dialog";
import { RewardFields, rewardFieldDefaults } from "@/components/reward-fields";
import { Switch } from "@/components/ui/switch";
import { useUpdateBaseReward } from "../api/update-base-reward";

interface EditBaseRewardDialogProps {
  /** The reward to edit; null keeps the dialog closed. The page keys the dialog per reward. */
  reward: AdminReward | null;
  onClose: () => void;
}

/** Whether the reward is offered, switched in the dialog and saved with the fields. */
function ActiveSwitch({ checked, onToggle }: { checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation("adminRewards");
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <span id={labelId} className="text-sm font-medium text-slate-900">
          {t("activeLabel")}
        </span>
        <span id={hintId} className="text-xs text-slate-500">
          {t("activeHint")}
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
  const { t } = useTranslation("adminRewards");
  const update = useUpdateBaseReward();
  const [isActive, setIsActive] = useState(reward?.isActive ?? true);
  const form = useForm<BaseRewardForm, unknown, CreateBaseReward>({
    resolver: rewardResolver(createBaseRewardSchema),
    defaultValues: rewardFieldDefaults(reward),
  });

  return (
    <EditRewardDialog
      reward={reward}
      copy={{
        editRewardTitle: t("editRewardTitle"),
        editRewardBody: t("editRewardBody"),
        save: t("save"),
        saving: t("saving"),
        rewardUpdated: t("rewardUpdated"),
        failedToUpdate: t("failedToUpdate"),
      }}
      update={update}
      onClose={onClose}
      handleSubmit={form.handleSubmit}
      toBody={({ title, description, trophyCost, stock }) => ({
        title,
        description: description ?? "",
        trophyCost,
        stock: stock ?? null,
        isActive,
      })}
    >
      <RewardFields
        register={form.register}
        errors={form.formState.errors}
        idPrefix="edit-base-reward"
        copy={{ titleLabel: t("titleLabel"), descriptionLabel: t("descriptionLabel") }}
      />
      <ActiveSwitch
        checked={isActive}
        onToggle={() => {
          setIsActive((active) => !active);
        }}
      />
    </EditRewardDialog>
  );
}
