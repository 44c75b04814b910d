import type { Reward } from "@trophy/shared/schemas/student";

/** Base rewards fulfilled automatically are gift cards (docs/product.md §3); they have a stock. */
export function isGiftCardReward(reward: Reward): boolean {
  return reward.rewardType === "base" && reward.fulfillmentType === "automatic";
}

/**
 * Gift cards with no stock left cannot be redeemed (docs/product.md §5), nor can custom rewards
 * whose parent/guide, or base rewards whose admin, set a stock that is used up (null: no stock
 * kept): all read "Out of Stock".
 */
export function isOutOfStock(reward: Reward): boolean {
  return reward.availableCount === 0;
}
