import { useQuery } from "@tanstack/react-query";
import { inventoryResponseSchema, type InventoryRow } from "@trophy/shared/schemas/gift-cards";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

export async function getInventory(): Promise<InventoryRow[]> {
  const { inventory } = await apiRequest("/api/admin/gift-cards/inventory", {
    schema: inventoryResponseSchema,
  });
  return inventory;
}

/** Gift card stock per card type, with its denominations (dashboard summary and Inventory tab). */
export function useInventory() {
  return useQuery({ queryKey: adminKeys.inventory, queryFn: getInventory });
}
