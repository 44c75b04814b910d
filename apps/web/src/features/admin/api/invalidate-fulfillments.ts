import type { QueryClient } from "@tanstack/react-query";
import { adminKeys } from "./admin-keys";

/**
 * After a redemption was decided (or found decided by someone else): the fulfilments reload, the
 * dashboard's waiting count, and the rewards (their waiting counts, and the stock a decline gives
 * back).
 */
export function invalidateFulfillments(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.fulfillments }),
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: adminKeys.rewards }),
  ]);
}
