import { useTranslation } from "react-i18next";
import { rewardResolver } from "@/lib/form-resolver";
import {
  customRewardEditFormSchema,
  type CustomRewardEditForm,
  type ParentReward,
} from "@trophy/shared/schemas/parent";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { EditRewardDialog } from "@/components/edit-reward-dialog";
import { RewardFields, rewardFieldDefaults } from "@/components/reward-fields";
import { useUpdateCustomReward } from "../api/update-custom-reward";
import { trophyCostOrFallback } from "./trophy-cost-or-fallback";
import { RewardPictureField } from "./reward-picture-field";

interface EditCustomRewardDialogProps {
  /** The reward to edit; null keeps the dialog closed. The page keys the dialog per reward. */
  reward: ParentReward | null;
  onClose: () => void;
}

/** Title, description, cost and stock of one reward, checked with the create form's rules. */
export function EditCustomRewardDialog({ reward, onClose }: EditCustomRewardDialogProps) {
  const { t } = useTranslation(["parentRewards", "parent"]);
  const update = useUpdateCustomReward();
  const form = useForm<CustomRewardEditForm, unknown, z.output<typeof customRewardEditFormSchema>>({
    resolver: rewardResolver(customRewardEditFormSchema),
    defaultValues: { ...rewardFieldDefaults(reward), picture: reward?.picture ?? null },
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
      toBody={({ title, description, trophyCost, stock, picture }) => ({
        title,
        description: description ?? "",
        trophyCost,
        stock,
        picture: picture ?? null,
      })}
    >
      <RewardFields
        register={form.register}
        errors={form.formState.errors}
        idPrefix="edit-reward"
        copy={{
          titleLabel: t("parent:titleLabel"),
          descriptionLabel: t("parent:descriptionLabel"),
        }}
        trophyCostValue={trophyCostOrFallback}
      />
      <RewardPictureField control={form.control} name="picture" />
    </EditRewardDialog>
  );
}
