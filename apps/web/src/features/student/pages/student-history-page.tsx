import { useTranslation } from "react-i18next";
import { CreditCard, Gift, History, Trophy } from "lucide-react";
import { useSearchParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useGiftCards } from "../api/get-gift-cards";
import { useRewardRedemptions } from "../api/get-reward-redemptions";
import { useTrophies } from "../api/get-trophies";
import { GiftCardRequests } from "../components/gift-card-requests";
import { GiftCardsPanel, GiftCardsPanelSkeleton } from "../components/gift-cards-panel";
import {
  RewardRedemptionsPanel,
  RewardRedemptionsPanelSkeleton,
} from "../components/reward-redemptions-panel";
import { TransactionsPanel, TransactionsPanelSkeleton } from "../components/transactions-panel";

/**
 * `?tab=giftcards` opens the gift cards (docs/product.md §2), `?tab=rewards` the rewards redeemed
 * with their states (§4, Fulfilment); anything else the transactions.
 */
const GIFT_CARDS_TAB = "giftcards";
const REWARDS_TAB = "rewards";
const TRANSACTIONS_TAB = "transactions";
const OTHER_TABS: readonly string[] = [GIFT_CARDS_TAB, REWARDS_TAB];

// Tabs a finger can hit on a phone (44px); the compact size where a pointer is likely.
const TAB = "h-11 sm:h-8";

export function StudentHistoryPage() {
  const { t } = useTranslation(["student", "studentRedemptions", "common"]);
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab") ?? "";
  const tab = OTHER_TABS.includes(asked) ? asked : TRANSACTIONS_TAB;
  const trophies = useTrophies();
  const giftCards = useGiftCards();
  const rewards = useRewardRedemptions();

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader icon={History} title={t("historyTitle")} intro={t("historyIntro")} />
      <Tabs
        className="min-w-0"
        value={tab}
        onValueChange={(value) => {
          setParams({ tab: value }, { replace: true });
        }}
      >
        <TabsList className="h-auto max-w-full flex-wrap">
          <TabsTrigger value={TRANSACTIONS_TAB} className={TAB}>
            <Trophy aria-hidden="true" />
            {t("trophyTransactions")}
          </TabsTrigger>
          <TabsTrigger value={REWARDS_TAB} className={TAB}>
            <Gift aria-hidden="true" />
            {t("studentRedemptions:tabRewards")}
          </TabsTrigger>
          <TabsTrigger value={GIFT_CARDS_TAB} className={TAB}>
            <CreditCard aria-hidden="true" />
            {t("common:giftCards")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value={TRANSACTIONS_TAB} aria-busy={trophies.isPending}>
          {trophies.data ? (
            <TransactionsPanel history={trophies.data.history} />
          ) : trophies.isError ? (
            <LoadError
              error={trophies.error}
              onRetry={() => void trophies.refetch()}
              title={t("errorLoadingHistory")}
            />
          ) : (
            <TransactionsPanelSkeleton />
          )}
        </TabsContent>
        <TabsContent value={REWARDS_TAB} aria-busy={rewards.isPending}>
          {rewards.data ? (
            <RewardRedemptionsPanel redemptions={rewards.data} />
          ) : rewards.isError ? (
            <LoadError
              error={rewards.error}
              onRetry={() => void rewards.refetch()}
              title={t("errorLoadingHistory")}
            />
          ) : (
            <RewardRedemptionsPanelSkeleton />
          )}
        </TabsContent>
        <TabsContent
          value={GIFT_CARDS_TAB}
          aria-busy={giftCards.isPending}
          className="grid min-w-0 grid-cols-1 gap-6"
        >
          <GiftCardRequests />
          {giftCards.data ? (
            <GiftCardsPanel giftCards={giftCards.data} />
          ) : giftCards.isError ? (
            <LoadError
              error={giftCards.error}
              onRetry={() => void giftCards.refetch()}
              title={t("errorLoadingHistory")}
            />
          ) : (
            <GiftCardsPanelSkeleton />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
