import { useMutation, useQueryClient } from "@tanstack/react-query";
import { parseGiftCardOfferingId } from "@trophy/shared/rules/gift-card-offering";
import {
  redeemResponseSchema,
  type RedeemResponse,
  type Reward,
} from "@trophy/shared/schemas/student";
import { apiRequest } from "@/lib/api-client";
import { recordBalanceChange } from "./record-balance-change";
import { redeemGiftCard } from "./redeem-gift-card";
import { studentKeys } from "./student-keys";

/**
 * Redeems a reward. Gift-card offerings (`gc_…` ids) go through redeem-gift-card with the
 * denomination read from the id (docs/product.md §7); every other reward through its own id.
 */
export function redeemReward(reward: Reward): Promise<RedeemResponse> {
  const denomination = parseGiftCardOfferingId(reward.id);
  if (denomination) return redeemGiftCard(denomination);
  return apiRequest(`/api/students/rewards/${encodeURIComponent(reward.id)}/redeem`, {
    method: "POST",
    schema: redeemResponseSchema,
  });
}

export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemReward,
    onSuccess: ({ newBalance, transaction }) =>
      recordBalanceChange(queryClient, newBalance, transaction),
    // Refused for the balance or the stock: both may have moved since they were loaded.
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studentKeys.trophies }),
        queryClient.invalidateQueries({ queryKey: studentKeys.rewards }),
      ]),
  });
}
