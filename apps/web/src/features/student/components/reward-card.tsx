import { parseGiftCardOfferingId } from "@trophy/shared/rules/gift-card-offering";
import type { Reward } from "@trophy/shared/schemas/student";
import { CreditCard, Gift, Sparkles } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { cardTypeStyle } from "./card-type-style";
import { isGiftCardReward, isOutOfStock } from "./reward-stock";
import { TrophyAmount } from "@/components/trophy-amount";
import { STUDENT_COPY } from "../copy";

interface RewardCardProps {
  reward: Reward;
  /** The balance covers the cost; Redeem still answers, with the Insufficient trophies toast. */
  affordable: boolean;
  disabled: boolean;
  onRedeem: (reward: Reward) => void;
}

/** One reward on offer: an article named by its title, with its cost, stock and Redeem. */
export function RewardCard({ reward, affordable, disabled, onRedeem }: RewardCardProps) {
  const titleId = useId();
  const giftCard = isGiftCardReward(reward);
  const cardType = parseGiftCardOfferingId(reward.id)?.cardType;
  const outOfStock = isOutOfStock(reward);
  const Icon = giftCard ? CreditCard : reward.rewardType === "custom" ? Sparkles : Gift;

  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col overflow-hidden">
      <div
        className={cn(
          "flex items-center justify-between gap-2 px-5 py-4",
          cardType ? cardTypeStyle(cardType) : "bg-amber-50 text-amber-800",
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
        <span className="rounded-full bg-white/80 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
          {giftCard
            ? STUDENT_COPY.giftCardBadge
            : reward.rewardType === "custom"
              ? STUDENT_COPY.tabCustom
              : STUDENT_COPY.tabBase}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="grid gap-1">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {reward.title}
          </h3>
          {reward.description && <p className="text-sm text-slate-600">{reward.description}</p>}
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <TrophyAmount amount={reward.trophyCost} />
          {giftCard && reward.availableCount !== null && (
            <span className="text-xs text-slate-500">
              {reward.availableCount} {STUDENT_COPY.inStock}
            </span>
          )}
        </div>
        <Button
          variant={affordable ? "default" : "outline"}
          disabled={disabled || outOfStock}
          onClick={() => {
            onRedeem(reward);
          }}
        >
          {outOfStock ? STUDENT_COPY.outOfStock : STUDENT_COPY.redeem}
        </Button>
      </div>
    </Card>
  );
}
