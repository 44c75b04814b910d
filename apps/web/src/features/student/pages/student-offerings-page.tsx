import type { GiftCard, Reward } from "@trophy/shared/schemas/student";
import { Gift } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { PageSpinner } from "@/components/ui/spinner";
import { serverMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useErrorToast } from "@/lib/use-error-toast";
import { useRewards } from "../api/get-rewards";
import { useTrophies } from "../api/get-trophies";
import { useRedeemReward } from "../api/redeem-reward";
import { BalanceCard } from "../components/balance-card";
import { GiftCardDialog } from "../components/gift-card-dialog";
import { RedeemConfirmDialog } from "../components/redeem-confirm-dialog";
import { RewardTabs } from "../components/reward-tabs";
import { STUDENT_COPY } from "../copy";

/** The rewards on offer; redeeming asks first, and a gift card opens its dialog after. */
export function StudentOfferingsPage() {
  const rewards = useRewards();
  const balance = useTrophies().data?.balance;
  const redeem = useRedeemReward();
  const [confirming, setConfirming] = useState<Reward | null>(null);
  const [giftCard, setGiftCard] = useState<GiftCard | null>(null);
  useErrorToast(rewards.error, STUDENT_COPY.errorLoadingRewards);

  const startRedeem = (reward: Reward) => {
    if (balance === undefined) return;
    if (reward.trophyCost > balance) {
      toast({
        title: STUDENT_COPY.insufficientTrophiesTitle,
        description: STUDENT_COPY.insufficientTrophies,
        variant: "destructive",
      });
      return;
    }
    setConfirming(reward);
  };

  const confirm = (reward: Reward) => {
    redeem.mutate(reward, {
      onSuccess: (result) => {
        setConfirming(null);
        if (result.giftCard) setGiftCard(result.giftCard);
        else toast({ title: STUDENT_COPY.rewardRedeemed, description: reward.title });
      },
      onError: (error) => {
        setConfirming(null);
        toast({
          title: STUDENT_COPY.redemptionFailedTitle,
          description: serverMessageOf(error) ?? STUDENT_COPY.redemptionFailedFallback,
          variant: "destructive",
        });
      },
    });
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        icon={Gift}
        title={STUDENT_COPY.offeringsTitle}
        intro={STUDENT_COPY.offeringsIntro}
      />
      <BalanceCard balance={balance} />
      {rewards.isPending ? (
        <PageSpinner />
      ) : (
        <RewardTabs rewards={rewards.data ?? []} balance={balance} onRedeem={startRedeem} />
      )}
      <RedeemConfirmDialog
        reward={confirming}
        pending={redeem.isPending}
        onConfirm={confirm}
        onCancel={() => {
          setConfirming(null);
        }}
      />
      {giftCard && (
        <GiftCardDialog
          key={giftCard.id}
          giftCard={giftCard}
          onClose={() => {
            setGiftCard(null);
          }}
        />
      )}
    </div>
  );
}
