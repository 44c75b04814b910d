import { REWARD_STOCK_MAX } from "@trophy/shared/schemas/parent";
import type { ComponentProps } from "react";
import { TextField } from "@/components/ui/text-field";
import { REWARDS_COPY } from "../rewards-copy";

/**
 * How many more times a custom reward can be redeemed; empty is unlimited. Any refusal reads as
 * the one rule, in the parent's language.
 */
export function StockField({
  invalid,
  ...props
}: Omit<ComponentProps<typeof TextField>, "label" | "hint" | "error"> & { invalid: boolean }) {
  return (
    <TextField
      label={REWARDS_COPY.stockLabel}
      hint={REWARDS_COPY.stockHint}
      type="number"
      inputMode="numeric"
      min={0}
      max={REWARD_STOCK_MAX}
      step={1}
      autoComplete="off"
      error={invalid ? REWARDS_COPY.stockInvalid : undefined}
      {...props}
    />
  );
}
