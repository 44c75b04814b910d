import { MESSAGES } from "@trophy/shared/messages";
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

/** The rewards on offer; redeeming asks first, and a gift card opens its dialog after. */
export function StudentOfferingsPage() {
  const rewards = useRewards();
  const balance = useTrophies().data?.balance;
  const redeem = useRedeemReward();
  const [confirming, setConfirming] = useState<Reward | null>(null);
  const [giftCard, setGiftCard] = useState<GiftCard | null>(null);
  useErrorToast(rewards.error, MESSAGES.errorLoadingRewards);

  const startRedeem = (reward: Reward) => {
    if (balance === undefined) return;
    if (reward.trophyCost > balance) {
      toast({
        title: MESSAGES.insufficientTrophiesTitle,
        description: MESSAGES.insufficientTrophies,
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
        else toast({ title: MESSAGES.rewardRedeemed, description: reward.title });
      },
      onError: (error) => {
        setConfirming(null);
        toast({
          title: MESSAGES.redemptionFailedTitle,
          description: serverMessageOf(error) ?? MESSAGES.redemptionFailedFallback,
          variant: "destructive",
        });
      },
    });
  };

  return (
    <div className="grid gap-6">
      <PageHeader icon={Gift} title={MESSAGES.offeringsTitle} intro={MESSAGES.offeringsIntro} />
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
