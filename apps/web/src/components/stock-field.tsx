import { useTranslation } from "react-i18next";
import { REWARD_STOCK_MAX } from "@trophy/shared/schemas/parent";
import type { ComponentProps } from "react";
import { TextField } from "@/components/ui/text-field";

/**
 * How many more times a reward (a custom one, or a base one) can be redeemed; empty is unlimited.
 * Any refusal reads as the one rule, in the reader's language.
 */
export function StockField({
  invalid,
  ...props
}: Omit<ComponentProps<typeof TextField>, "label" | "hint" | "error"> & { invalid: boolean }) {
  const { t } = useTranslation("common");
  return (
    <TextField
      label={t("stockLabel")}
      hint={t("stockHint")}
      type="number"
      inputMode="numeric"
      min={0}
      max={REWARD_STOCK_MAX}
      step={1}
      autoComplete="off"
      error={invalid ? t("stockInvalid") : undefined}
      {...props}
    />
  );
}
