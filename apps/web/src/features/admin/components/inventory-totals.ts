import type { InventoryRow } from "@trophy/shared/schemas/gift-cards";
import { stockStatus } from "@trophy/shared/rules/stock-status";

export interface InventoryTotals {
  /** Available plus redeemed, over all card types. */
  totalCards: number;
  available: number;
  /** Card types whose available stock is low, in inventory order. */
  lowStock: InventoryRow[];
}

/** The dashboard's gift card summary (docs/product.md §2). */
export function inventoryTotals(inventory: readonly InventoryRow[]): InventoryTotals {
  return {
    totalCards: inventory.reduce((sum, row) => sum + row.available + row.redeemed, 0),
    available: inventory.reduce((sum, row) => sum + row.available, 0),
    lowStock: inventory.filter((row) => stockStatus(row.available) === "low"),
  };
}
