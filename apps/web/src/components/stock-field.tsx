import { REWARD_STOCK_MAX } from "@trophy/shared/schemas/parent";
import type { ComponentProps } from "react";
import { TextField } from "@/components/ui/text-field";
import { COMMON_COPY } from "@/lib/copy";

/**
 * How many more times a reward (a custom one, or a base one) can be redeemed; empty is unlimited.
 * Any refusal reads as the one rule, in the reader's language.
 */
export function StockField({
  invalid,
  ...props
}: Omit<ComponentProps<typeof TextField>, "label" | "hint" | "error"> & { invalid: boolean }) {
  return (
    <TextField
      label={COMMON_COPY.stockLabel}
      hint={COMMON_COPY.stockHint}
      type="number"
      inputMode="numeric"
      min={0}
      max={REWARD_STOCK_MAX}
      step={1}
      autoComplete="off"
      error={invalid ? COMMON_COPY.stockInvalid : undefined}
      {...props}
    />
  );
}
