import type { Reward } from "@trophy/shared/schemas/student";

/** Base rewards fulfilled automatically are gift cards (docs/product.md §3); they have a stock. */
export function isGiftCardReward(reward: Reward): boolean {
  return reward.rewardType === "base" && reward.fulfillmentType === "automatic";
}

/** Gift cards with no stock left cannot be redeemed (docs/product.md §5). */
export function isOutOfStock(reward: Reward): boolean {
  return isGiftCardReward(reward) && reward.availableCount === 0;
}
