import { useTranslation } from "react-i18next";
import { rewardResolver } from "@/lib/form-resolver";
import { CUSTOM_REWARD_DEFAULT_COST } from "@trophy/shared/constants";
import {
  customRewardFormSchema,
  type CustomRewardForm as CustomRewardValues,
  type LinkedStudent,
} from "@trophy/shared/schemas/parent";
import { Plus } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { RewardFields } from "@/components/reward-fields";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useCreateCustomReward } from "../api/create-custom-reward";
import { StudentSelectField } from "./student-select-field";
import { trophyCostOrFallback } from "./trophy-cost-or-fallback";
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
  const { t } = useTranslation("parent");
  const create = useCreateCustomReward();
  const form = useForm<CustomRewardValues, unknown, z.output<typeof customRewardFormSchema>>({
    resolver: rewardResolver(customRewardFormSchema),
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
          toast({ title: t("rewardCreated"), description: reward.title });
        },
        onError: (error) => {
          toastFailure(error, t("failedToCreateReward"));
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
      <RewardFields
        register={form.register}
        errors={errors}
        idPrefix="reward"
        copy={{ titleLabel: t("titleLabel"), descriptionLabel: t("descriptionLabel") }}
        trophyCostValue={trophyCostOrFallback}
        columns
      >
        <TextField
          id="reward-usd-value"
          label={t("usdValueLabel")}
          hint={t("usdValueHint")}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={errors.usdValue?.message}
          {...form.register("usdValue")}
        />
      </RewardFields>
      <RewardPictureField control={form.control} name="picture" />
      <Button type="submit" className="w-fit" disabled={create.isPending}>
        <Plus aria-hidden="true" />
        {create.isPending ? t("creatingReward") : t("createReward")}
      </Button>
    </form>
  );
}
