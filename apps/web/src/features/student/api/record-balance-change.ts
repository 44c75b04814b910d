import type { QueryClient } from "@tanstack/react-query";
import type { Transaction, TrophiesResponse } from "@trophy/shared/schemas/student";
import { studentKeys } from "./student-keys";

/**
 * A ledger entry the client learned of (its own redemption, or the balance stream): the cached
 * balance becomes `newBalance` and the entry heads the history, once even if reported twice.
 * What a balance change can alter elsewhere (stock, redemptions, gift cards) reloads.
 */
export async function recordBalanceChange(
  queryClient: QueryClient,
  newBalance: number,
  transaction: Transaction,
): Promise<void> {
  // A fetch already in flight may predate this entry; its answer must not overwrite it.
  await queryClient.cancelQueries({ queryKey: studentKeys.trophies });
  const cached = queryClient.getQueryData<TrophiesResponse>(studentKeys.trophies);
  if (cached) {
    const known = cached.history.some((t) => t.id === transaction.id);
    queryClient.setQueryData<TrophiesResponse>(studentKeys.trophies, {
      balance: newBalance,
      history: [transaction, ...cached.history.filter((t) => t.id !== transaction.id)],
      total: known ? cached.total : cached.total + 1,
    });
  } else {
    void queryClient.invalidateQueries({ queryKey: studentKeys.trophies });
  }
  void refreshAfterBalanceChange(queryClient);
}

export function refreshAfterBalanceChange(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    // The goal too: the read after the balance reaches its cost is the one that celebrates.
    [
      studentKeys.rewards,
      studentKeys.redemptions,
      studentKeys.giftCards,
      studentKeys.goal,
      studentKeys.apps,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
