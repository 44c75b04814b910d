import { zodResolver } from "@/lib/form-resolver";
import { CUSTOM_REWARD_DEFAULT_COST, CUSTOM_REWARD_MIN_COST } from "@trophy/shared/constants";
import {
  customRewardFormSchema,
  type CustomRewardForm as CustomRewardValues,
  type LinkedStudent,
} from "@trophy/shared/schemas/parent";
import { Plus } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { StockField } from "@/components/stock-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { COMMON_COPY } from "@/lib/copy";
import { useCreateCustomReward } from "../api/create-custom-reward";
import { StudentSelectField } from "./student-select-field";
import { trophyCostOrFallback } from "./trophy-cost-or-fallback";
import { PARENT_COPY } from "../copy";
import { RewardPictureField } from "./reward-picture-field";

/** The form's first field: the empty list's "Create Custom Reward" button moves focus to it. */
export const REWARD_STUDENT_FIELD_ID = "reward-student";

const EMPTY: CustomRewardValues = {
  studentId: "",
  title: "",
  description: "",
  trophyCost: CUSTOM_REWARD_DEFAULT_COST,
  usdValue: "",
  stock: "",
  picture: null,
};

/** A custom reward for one linked student; the USD value is the parent's note, never sent. */
export function CustomRewardForm({ students }: { students: readonly LinkedStudent[] }) {
  const create = useCreateCustomReward();
  const form = useForm<CustomRewardValues, unknown, z.output<typeof customRewardFormSchema>>({
    resolver: zodResolver(customRewardFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const { studentId, title, description, trophyCost, stock, picture } = values;
    create.mutate(
      // An empty stock (unlimited) is left out: the body stays the spec's form without usdValue.
      {
        studentId,
        title,
        description: description || undefined,
        trophyCost,
        stock: stock ?? undefined,
        picture: picture ?? undefined,
      },
      {
        onSuccess: (reward) => {
          // The next reward is likely for the same student.
          form.reset({ ...EMPTY, studentId });
          toast({ title: PARENT_COPY.rewardCreated, description: reward.title });
        },
        onError: (error) => {
          toastFailure(error, PARENT_COPY.failedToCreateReward);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <StudentSelectField
        id={REWARD_STUDENT_FIELD_ID}
        students={students}
        error={errors.studentId?.message}
        {...form.register("studentId")}
      />
      <TextField
        id="reward-title"
        label={PARENT_COPY.titleLabel}
        autoComplete="off"
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextField
        id="reward-description"
        label={PARENT_COPY.descriptionLabel}
        hint={COMMON_COPY.optional}
        autoComplete="off"
        error={errors.description?.message}
        {...form.register("description")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="reward-trophy-cost"
          label={COMMON_COPY.trophyCostLabel}
          type="number"
          inputMode="numeric"
          min={CUSTOM_REWARD_MIN_COST}
          step={1}
          error={errors.trophyCost?.message}
          {...form.register("trophyCost", { setValueAs: trophyCostOrFallback })}
        />
        <TextField
          id="reward-usd-value"
          label={PARENT_COPY.usdValueLabel}
          hint={PARENT_COPY.usdValueHint}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={errors.usdValue?.message}
          {...form.register("usdValue")}
        />
        <StockField
          id="reward-stock"
          invalid={errors.stock !== undefined}
          {...form.register("stock")}
        />
      </div>
      <RewardPictureField control={form.control} name="picture" />
      <Button type="submit" className="w-fit" disabled={create.isPending}>
        <Plus aria-hidden="true" />
        {create.isPending ? PARENT_COPY.creatingReward : PARENT_COPY.createReward}
      </Button>
    </form>
  );
}
