import { zodResolver } from "@/lib/form-resolver";
import { CUSTOM_REWARD_MIN_COST } from "@trophy/shared/constants";
import {
  createBaseRewardSchema,
  type BaseRewardForm as BaseRewardValues,
  type CreateBaseReward,
} from "@trophy/shared/schemas/admin-rewards";
import { Plus } from "lucide-react";
import { useForm } from "react-hook-form";
import { StockField } from "@/components/stock-field";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { COMMON_COPY } from "@/lib/copy";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useCreateBaseReward } from "../api/create-base-reward";
import { ADMIN_REWARDS_COPY } from "../rewards-copy";

/** The form's first field: the empty list's Add reward button moves focus to it. */
export const BASE_REWARD_TITLE_FIELD_ID = "base-reward-title";

const EMPTY: BaseRewardValues = { title: "", description: "", trophyCost: "", stock: "" };

/**
 * A new base reward, checked with the schema the server checks it with (docs/product.md §5, Base
 * reward); an empty stock is unlimited and left out of the body. A refusal is the server's
 * sentence in the toast.
 */
export function BaseRewardForm() {
  const create = useCreateBaseReward();
  const form = useForm<BaseRewardValues, unknown, CreateBaseReward>({
    resolver: zodResolver(createBaseRewardSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ title, description, trophyCost, stock }) => {
    create.mutate(
      { title, description: description || undefined, trophyCost, stock: stock ?? undefined },
      {
        onSuccess: (reward) => {
          form.reset(EMPTY);
          toast({ title: ADMIN_REWARDS_COPY.rewardAdded, description: reward.title });
        },
        onError: (error) => {
          toastFailure(error, ADMIN_REWARDS_COPY.failedToAdd);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <TextField
        id={BASE_REWARD_TITLE_FIELD_ID}
        label={ADMIN_REWARDS_COPY.titleLabel}
        autoComplete="off"
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextField
        id="base-reward-description"
        label={ADMIN_REWARDS_COPY.descriptionLabel}
        hint={COMMON_COPY.optional}
        autoComplete="off"
        error={errors.description?.message}
        {...form.register("description")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="base-reward-trophy-cost"
          label={COMMON_COPY.trophyCostLabel}
          type="number"
          inputMode="numeric"
          min={CUSTOM_REWARD_MIN_COST}
          step={1}
          error={errors.trophyCost?.message}
          {...form.register("trophyCost")}
        />
        <StockField
          id="base-reward-stock"
          invalid={errors.stock !== undefined}
          {...form.register("stock")}
        />
      </div>
      <Button type="submit" className="w-fit" disabled={create.isPending}>
        <Plus aria-hidden="true" />
        {create.isPending ? ADMIN_REWARDS_COPY.addingReward : ADMIN_REWARDS_COPY.addReward}
      </Button>
    </form>
  );
}
