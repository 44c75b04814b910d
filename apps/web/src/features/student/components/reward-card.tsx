import { useTranslation } from "react-i18next";
import { titleCase } from "@trophy/shared/rules/gift-card-display";
import { parseGiftCardOfferingId } from "@trophy/shared/rules/gift-card-offering";
import type { Reward } from "@trophy/shared/schemas/student";
import { CreditCard } from "lucide-react";
import { RewardPicture } from "@/components/reward-picture";
import { useId } from "react";
import { TrophyAmount } from "@/components/trophy-amount";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { cardTypeStyle } from "./card-type-style";
import { RewardGoalButton, type GoalControls } from "./reward-goal-button";
import { RewardProgress } from "./reward-progress";
import { isGiftCardReward, isOutOfStock } from "./reward-stock";
import { useRewardTexts } from "@/lib/i18n/platform-text";
import { formatFaceValue } from "@/lib/format";

interface RewardCardProps {
  reward: Reward;
  /** Unknown while it loads: Redeem waits for it. */
  balance: number | undefined;
  onRedeem: (reward: Reward) => void;
  /** Pinning a goal; the card of the pinned reward says so. */
  goal?: GoalControls;
}

/**
 * One reward on offer: an article named by its title, with its cost, stock and Redeem. A reward
 * the balance does not cover says how many trophies are missing, with a bar of the way there,
 * instead of a Redeem that could only be refused.
 */
export function RewardCard({ reward, balance, onRedeem, goal }: RewardCardProps) {
  const { t } = useTranslation(["student", "studentGoal"]);
  const titleId = useId();
  const needId = useId();
  const giftCard = isGiftCardReward(reward);
  const denomination = parseGiftCardOfferingId(reward.id);
  const outOfStock = isOutOfStock(reward);
  const short = balance !== undefined && reward.trophyCost > balance && !outOfStock;
  const texts = useRewardTexts()(reward);

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col overflow-hidden"
    >
      {/* The reward's picture: a gift card's brand on its colours, or the reward's own picture. */}
      <div
        className={cn(
          "flex min-h-20 items-center justify-between gap-2 px-5 py-3",
          denomination ? cardTypeStyle(denomination.cardType) : "bg-slate-50",
        )}
      >
        {denomination ? (
          <span aria-hidden="true" className="flex min-w-0 items-center gap-2">
            <CreditCard className="size-7 shrink-0" />
            <span className="grid leading-tight">
              <span className="truncate text-lg font-extrabold tracking-tight">
                {titleCase(denomination.cardType)}
              </span>
              <span className="text-sm font-semibold">
                {formatFaceValue(denomination.usdAmount)}
              </span>
            </span>
          </span>
        ) : (
          <RewardPicture picture={reward.picture} kind={reward.rewardType} size="md" />
        )}
        <span className="shrink-0 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-slate-800">
          {giftCard
            ? t("giftCardBadge")
            : reward.rewardType === "custom"
              ? t("badgeCustom")
              : t("badgeBase")}
          {goal?.goalId === reward.id && ` · ${t("studentGoal:goalBadge")}`}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="grid gap-1">
          <h2 id={titleId} className="font-semibold break-words text-slate-900">
            {texts.title}
          </h2>
          {texts.description && (
            <p className="text-sm break-words text-slate-600">{texts.description}</p>
          )}
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <TrophyAmount amount={reward.trophyCost} />
          {giftCard && reward.availableCount !== null && (
            <span className="text-xs text-slate-600">
              {t("inStock", { count: reward.availableCount })}
            </span>
          )}
        </div>
        {short && (
          <RewardProgress
            id={needId}
            title={texts.title}
            balance={balance}
            cost={reward.trophyCost}
          />
        )}
        <Button
          variant={short || outOfStock ? "outline" : "default"}
          disabled={balance === undefined || outOfStock || short}
          aria-describedby={short ? needId : undefined}
          onClick={() => {
            onRedeem(reward);
          }}
        >
          {outOfStock ? t("outOfStock") : t("redeem")}
        </Button>
        {goal && <RewardGoalButton reward={reward} controls={goal} />}
      </div>
    </Card>
  );
}

/** A reward card's outline while the offerings load. */
export function RewardCardSkeleton() {
  return (
    <Card aria-hidden="true" className="flex flex-col overflow-hidden">
      <Skeleton className="h-20 rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="grid gap-1.5">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-full" />
        </div>
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-10 w-full" />
      </div>
    </Card>
  );
}
