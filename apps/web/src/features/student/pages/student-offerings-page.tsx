import { useTranslation } from "react-i18next";
import type { GiftCard, Redemption, Reward } from "@trophy/shared/schemas/student";
import { Gift } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { serverMessageOf } from "@/lib/api-error";
import { dismissToast, toast } from "@/lib/toast";
import { useGoal } from "../api/get-goal";
import { useRewards } from "../api/get-rewards";
import { useTrophies } from "../api/get-trophies";
import { useRedeemReward } from "../api/redeem-reward";
import { ApprovalWaitDialog } from "../components/approval-wait-dialog";
import { BalanceCard } from "../components/balance-card";
import { GiftCardDialog } from "../components/gift-card-dialog";
import { RedeemCelebration } from "../components/redeem-celebration";
import { RedeemConfirmDialog } from "../components/redeem-confirm-dialog";
import { RewardTabs } from "../components/reward-tabs";
import { GoalReached } from "../components/goal-reached";
import { useGoalControls } from "../components/use-goal-controls";

/**
 * The rewards on offer; redeeming asks first, and a gift card opens its dialog after. Each reward
 * but a gift card can be pinned as the goal.
 */
export function StudentOfferingsPage() {
  const { t } = useTranslation(["student", "studentRedemptions"]);
  const rewards = useRewards();
  const trophies = useTrophies();
  const balance = trophies.data?.balance;
  const redeem = useRedeemReward();
  const goal = useGoal();
  const goalControls = useGoalControls(goal);
  const [confirming, setConfirming] = useState<Reward | null>(null);
  const [giftCard, setGiftCard] = useState<GiftCard | null>(null);
  // A gift card waiting for a parent/guide's approval (202): its dialog waits for the code.
  const [waiting, setWaiting] = useState<Redemption | null>(null);
  const issued = useCallback((card: GiftCard) => {
    setWaiting(null);
    setGiftCard(card);
  }, []);
  const [celebrations, setCelebrations] = useState(0);
  // The Redeem button a dialog was opened from, for focus to come back to.
  const opener = useRef<HTMLElement | null>(null);
  const balanceCard = useRef<HTMLDivElement>(null);

  /** Focus back on the Redeem button, or on the balance when that button is gone or disabled. */
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const target = opener.current;
    if (target?.isConnected && !target.matches(":disabled")) target.focus();
    else balanceCard.current?.focus();
  };

  const startRedeem = (reward: Reward) => {
    if (balance === undefined) return;
    if (reward.trophyCost > balance) {
      toast({
        title: t("insufficientTrophiesTitle"),
        description: t("insufficientTrophies"),
        variant: "destructive",
      });
      return;
    }
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dismissToast();
    setConfirming(reward);
  };

  const confirm = (reward: Reward) => {
    redeem.mutate(reward, {
      onSuccess: (result) => {
        setConfirming(null);
        if (result.giftCard) {
          setGiftCard(result.giftCard);
        } else if (result.redemption.status === "awaiting_approval") {
          setWaiting(result.redemption);
        } else {
          setCelebrations((n) => n + 1);
          // A reward handed over by a person waits for them: the toast says so (History, Rewards).
          const waits = result.redemption.status === "pending";
          toast({
            title: t("rewardRedeemed"),
            description: waits
              ? `${reward.title}. ${t("studentRedemptions:waitsToast")}`
              : reward.title,
          });
        }
      },
      onError: (error) => {
        setConfirming(null);
        toast({
          title: t("redemptionFailedTitle"),
          description: serverMessageOf(error) ?? t("redemptionFailedFallback"),
          variant: "destructive",
        });
      },
    });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader icon={Gift} title={t("offeringsTitle")} intro={t("offeringsIntro")} />
      <BalanceCard ref={balanceCard} trophies={trophies} />
      <GoalReached goal={goal} />
      {rewards.isError ? (
        <LoadError
          error={rewards.error}
          onRetry={() => void rewards.refetch()}
          title={t("errorLoadingRewards")}
        />
      ) : (
        <RewardTabs
          rewards={rewards.data}
          balance={balance}
          onRedeem={startRedeem}
          goal={goalControls}
        />
      )}
      <RedeemConfirmDialog
        reward={confirming}
        balance={balance}
        pending={redeem.isPending}
        onConfirm={confirm}
        onCancel={() => {
          setConfirming(null);
        }}
        onCloseAutoFocus={(event) => {
          // A gift card's dialog follows and takes focus itself.
          if (giftCard || waiting) event.preventDefault();
          else returnFocus(event);
        }}
      />
      {giftCard && (
        <GiftCardDialog
          key={giftCard.id}
          giftCard={giftCard}
          onClose={() => {
            setGiftCard(null);
          }}
          onCloseAutoFocus={returnFocus}
        />
      )}
      {waiting && (
        <ApprovalWaitDialog
          key={waiting.id}
          redemption={waiting}
          onIssued={issued}
          onClose={() => {
            setWaiting(null);
          }}
          onCloseAutoFocus={returnFocus}
        />
      )}
      {celebrations > 0 && <RedeemCelebration key={celebrations} />}
    </div>
  );
}
