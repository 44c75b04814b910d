import { parseGiftCardOfferingId } from "@trophy/shared/rules/gift-card-offering";
import type { Reward } from "@trophy/shared/schemas/student";
import { CreditCard } from "lucide-react";
import { RewardPicture } from "@/components/reward-picture";
import { cn } from "@/lib/cn";
import { cardTypeStyle } from "./card-type-style";

const SIZES = {
  sm: "size-10 rounded-xl [&_svg]:size-5",
  md: "size-14 rounded-2xl [&_svg]:size-7",
} as const;

/**
 * A reward's picture: a gift card in its brand's colours, a custom reward the picture its
 * parent/guide chose, anything else the default of its kind. Decorative: the title says what it is.
 */
export function RewardArt({ reward, size = "sm" }: { reward: Reward; size?: keyof typeof SIZES }) {
  const cardType = parseGiftCardOfferingId(reward.id)?.cardType;
  if (cardType) {
    return (
      <span
        aria-hidden="true"
        className={cn(
          "inline-flex shrink-0 items-center justify-center",
          cardTypeStyle(cardType),
          SIZES[size],
        )}
      >
        <CreditCard />
      </span>
    );
  }
  return <RewardPicture picture={reward.picture} kind={reward.rewardType} size={size} />;
}
