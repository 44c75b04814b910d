import {
  redeemResponseSchema,
  type RedeemGiftCardRequest,
  type RedeemResponse,
} from "@trophy/shared/schemas/student";
import { apiRequest } from "@/lib/api-client";

/** Takes one card of a denomination (card type, USD amount, trophy cost) from the stock. */
export function redeemGiftCard(input: RedeemGiftCardRequest): Promise<RedeemResponse> {
  return apiRequest("/api/students/rewards/redeem-gift-card", {
    method: "POST",
    body: input,
    schema: redeemResponseSchema,
  });
}
