import { useTranslation } from "react-i18next";
import { CUSTOM_REWARD_MIN_COST } from "@trophy/shared/constants";
import type { CustomRewardForm } from "@trophy/shared/schemas/parent";
import type { ReactNode } from "react";
import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import { StockField } from "@/components/stock-field";
import { TextField } from "@/components/ui/text-field";

/** The fields every reward form has (a base reward's, a custom reward's), before parsing. */
export type RewardFieldValues = Pick<
  CustomRewardForm,
  "title" | "description" | "trophyCost" | "stock"
>;

type RewardField = "title" | "description" | "trophy-cost" | "stock";

/** A field's element id, so a page can move focus to it ("Add reward" on an empty list). */
export function rewardFieldId(idPrefix: string, field: RewardField): string {
  return `${idPrefix}-${field}`;
}

/** An edit form's starting values: the reward's own, an unlimited stock as an empty field. */
export function rewardFieldDefaults(
  reward: {
    title: string;
    description: string | null;
    trophyCost: number;
    stock: number | null;
  } | null,
): RewardFieldValues {
  return {
    title: reward?.title ?? "",
    description: reward?.description ?? "",
    trophyCost: reward?.trophyCost ?? CUSTOM_REWARD_MIN_COST,
    stock: reward?.stock === null || reward === null ? "" : String(reward.stock),
  };
}

interface RewardFieldsProps {
  /** The form's `register`; the form may hold more fields than these. */
  register: (
    name: keyof RewardFieldValues,
    options?: { setValueAs: (value: unknown) => unknown },
  ) => UseFormRegisterReturn;
  errors: FieldErrors<RewardFieldValues>;
  /** Starts every field's id: "base-reward" gives "base-reward-title" and so on. */
  idPrefix: string;
  copy: { readonly titleLabel: string; readonly descriptionLabel: string };
  /** How the cost field reads what was typed before the schema judges it (a fallback, say). */
  trophyCostValue?: (value: unknown) => unknown;
  /** Cost and stock side by side from the small breakpoint up (a page's form; a dialog stacks). */
  columns?: boolean;
  /** More fields beside the cost, before the stock (the parent/guide's USD value). */
  children?: ReactNode;
}

/**
 * Title, description (optional), trophy cost and stock: the same fields, ids and rules for the
 * admin's base rewards and a parent/guide's custom rewards, in their create forms and edit dialogs.
 */
export function RewardFields({
  register,
  errors,
  idPrefix,
  copy,
  trophyCostValue,
  columns = false,
  children,
}: RewardFieldsProps) {
  const { t } = useTranslation("common");
  const costAndStock = (
    <>
      <TextField
        id={rewardFieldId(idPrefix, "trophy-cost")}
        label={t("trophyCostLabel")}
        type="number"
        inputMode="numeric"
        min={CUSTOM_REWARD_MIN_COST}
        step={1}
        error={errors.trophyCost?.message}
        {...register("trophyCost", trophyCostValue && { setValueAs: trophyCostValue })}
      />
      {children}
      <StockField
        id={rewardFieldId(idPrefix, "stock")}
        invalid={errors.stock !== undefined}
        {...register("stock")}
      />
    </>
  );
  return (
    <>
      <TextField
        id={rewardFieldId(idPrefix, "title")}
        label={copy.titleLabel}
        autoComplete="off"
        error={errors.title?.message}
        {...register("title")}
      />
      <TextField
        id={rewardFieldId(idPrefix, "description")}
        label={copy.descriptionLabel}
        hint={t("optional")}
        autoComplete="off"
        error={errors.description?.message}
        {...register("description")}
      />
      {columns ? <div className="grid gap-5 sm:grid-cols-2">{costAndStock}</div> : costAndStock}
    </>
  );
}
