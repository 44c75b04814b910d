import { CUSTOM_REWARD_MIN_COST } from "@trophy/shared/constants";

/**
 * The trophy cost field's value as the form sees it: a value that is not a number (an empty
 * field: a number input reports what it cannot read as empty) falls back to the minimum cost
 * (docs/product.md §5). Numbers pass through for the schema to judge (whole, at least the minimum).
 */
export function trophyCostOrFallback(value: unknown): unknown {
  if (typeof value === "number") return Number.isNaN(value) ? CUSTOM_REWARD_MIN_COST : value;
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" || Number.isNaN(Number(trimmed)) ? CUSTOM_REWARD_MIN_COST : trimmed;
}
