import { LOW_STOCK_BELOW, MEDIUM_STOCK_BELOW } from "../constants";

export type StockStatus = "low" | "medium" | "good";

/**
 * A card type's stock by its available cards (docs/product.md §4): low under 10, medium under 50.
 */
export function stockStatus(available: number): StockStatus {
  if (available < LOW_STOCK_BELOW) return "low";
  if (available < MEDIUM_STOCK_BELOW) return "medium";
  return "good";
}
