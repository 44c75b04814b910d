import type { QueryClient } from "@tanstack/react-query";
import { adminKeys } from "./admin-keys";

/** After the stock changed: the inventory and the dashboard's summary reload. */
export function invalidateStock(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.inventory }),
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
  ]);
}
