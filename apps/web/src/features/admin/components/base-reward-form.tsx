import { useTranslation } from "react-i18next";
import { rewardResolver } from "@/lib/form-resolver";
import {
  createBaseRewardSchema,
  type BaseRewardForm as BaseRewardValues,
  type CreateBaseReward,
} from "@trophy/shared/schemas/admin-rewards";
import { Plus } from "lucide-react";
import { useForm } from "react-hook-form";
import { RewardFields, rewardFieldId } from "@/components/reward-fields";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useCreateBaseReward } from "../api/create-base-reward";

const ID_PREFIX = "base-reward";

/** The form's first field: the empty list's Add reward button moves focus to it. */
export const BASE_REWARD_TITLE_FIELD_ID = rewardFieldId(ID_PREFIX, "title");

const EMPTY: BaseRewardValues = { title: "", description: "", trophyCost: "", stock: "" };

/**
 * A new base reward, checked with the schema the server checks it with (docs/product.md §5, Base
 * reward); an empty stock is unlimited and left out of the body. A refusal is the server's
 * sentence in the toast.
 */
export function BaseRewardForm() {
  const { t } = useTranslation("adminRewards");
  const create = useCreateBaseReward();
  const form = useForm<BaseRewardValues, unknown, CreateBaseReward>({
    resolver: rewardResolver(createBaseRewardSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ title, description, trophyCost, stock }) => {
    create.mutate(
      { title, description: description || undefined, trophyCost, stock: stock ?? undefined },
      {
        onSuccess: (reward) => {
          form.reset(EMPTY);
          toast({ title: t("rewardAdded"), description: reward.title });
        },
        onError: (error) => {
          toastFailure(error, t("failedToAdd"));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <RewardFields
        register={form.register}
        errors={errors}
        idPrefix={ID_PREFIX}
        copy={{ titleLabel: t("titleLabel"), descriptionLabel: t("descriptionLabel") }}
        columns
      />
      <Button type="submit" className="w-fit" disabled={create.isPending}>
        <Plus aria-hidden="true" />
        {create.isPending ? t("addingReward") : t("addReward")}
      </Button>
    </form>
  );
}
