import { useQuery } from "@tanstack/react-query";
import { LIST_MAX_LIMIT } from "@trophy/shared/constants";
import { redemptionsResponseSchema, type Redemption } from "@trophy/shared/schemas/student";
import { apiRequest } from "@/lib/api-client";
import { studentKeys } from "./student-keys";

/** Under the redemptions' key: whatever reloads the redemptions (a refund, say) reloads these. */
const rewardRedemptionsKey = [...studentKeys.redemptions, "rewards"] as const;

/**
 * The base and custom rewards the student redeemed, newest first, each with its state (waiting,
 * fulfilled, declined with the reason): from the largest page of redemptions the API answers, gift
 * cards left out (they have their own tab).
 */
export async function getRewardRedemptions(): Promise<Redemption[]> {
  const { redemptions } = await apiRequest(`/api/students/redemptions?limit=${LIST_MAX_LIMIT}`, {
    schema: redemptionsResponseSchema,
  });
  return redemptions.filter((r) => r.rewardType !== "gift_card");
}

export function useRewardRedemptions() {
  return useQuery({ queryKey: rewardRedemptionsKey, queryFn: getRewardRedemptions });
}
