import { useQuery } from "@tanstack/react-query";
import { LIST_MAX_LIMIT } from "@trophy/shared/constants";
import {
  redemptionDetailResponseSchema,
  redemptionsResponseSchema,
  type Redemption,
  type RedemptionDetailResponse,
} from "@trophy/shared/schemas/student";
import { apiRequest } from "@/lib/api-client";
import { studentKeys } from "./student-keys";

/**
 * Under the redemptions' key, so whatever reloads the redemptions (a balance change, an approval
 * on the live stream) reloads these too.
 */
const redemptionKey = (id: string) => [...studentKeys.redemptions, "one", id] as const;
const giftCardRequestsKey = [...studentKeys.redemptions, "gift-card-requests"] as const;

/** One redemption, with the gift card's code once it is the student's. */
export function getRedemption(id: string): Promise<RedemptionDetailResponse> {
  return apiRequest(`/api/students/redemptions/${encodeURIComponent(id)}`, {
    schema: redemptionDetailResponseSchema,
  });
}

export function useRedemption(id: string) {
  return useQuery({ queryKey: redemptionKey(id), queryFn: () => getRedemption(id) });
}

/**
 * The student's gift cards that wait for approval or were declined, newest first: from the
 * largest page of redemptions the API answers (recent ones are what matter here).
 */
export async function getGiftCardRequests(): Promise<Redemption[]> {
  const { redemptions } = await apiRequest(`/api/students/redemptions?limit=${LIST_MAX_LIMIT}`, {
    schema: redemptionsResponseSchema,
  });
  return redemptions.filter(
    (r) =>
      r.rewardType === "gift_card" && (r.status === "awaiting_approval" || r.status === "declined"),
  );
}

export function useGiftCardRequests() {
  return useQuery({ queryKey: giftCardRequestsKey, queryFn: getGiftCardRequests });
}
