import { CreditCard, History, Trophy } from "lucide-react";
import { useSearchParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { COMMON_COPY } from "@/lib/copy";
import { useErrorToast } from "@/lib/use-error-toast";
import { useGiftCards } from "../api/get-gift-cards";
import { useTrophies } from "../api/get-trophies";
import { GiftCardRequests } from "../components/gift-card-requests";
import { GiftCardsPanel, GiftCardsPanelSkeleton } from "../components/gift-cards-panel";
import { TransactionsPanel, TransactionsPanelSkeleton } from "../components/transactions-panel";
import { STUDENT_COPY } from "../copy";

/** `?tab=giftcards` opens the gift cards (docs/product.md §2); anything else the transactions. */
const GIFT_CARDS_TAB = "giftcards";
const TRANSACTIONS_TAB = "transactions";

export function StudentHistoryPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === GIFT_CARDS_TAB ? GIFT_CARDS_TAB : TRANSACTIONS_TAB;
  const trophies = useTrophies();
  const giftCards = useGiftCards();
  useErrorToast(trophies.error ?? giftCards.error, STUDENT_COPY.errorLoadingHistory);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        icon={History}
        title={STUDENT_COPY.historyTitle}
        intro={STUDENT_COPY.historyIntro}
      />
      <Tabs
        className="min-w-0"
        value={tab}
        onValueChange={(value) => {
          setParams({ tab: value }, { replace: true });
        }}
      >
        <TabsList className="h-auto max-w-full flex-wrap">
          <TabsTrigger value={TRANSACTIONS_TAB}>
            <Trophy aria-hidden="true" />
            {STUDENT_COPY.trophyTransactions}
          </TabsTrigger>
          <TabsTrigger value={GIFT_CARDS_TAB}>
            <CreditCard aria-hidden="true" />
            {COMMON_COPY.giftCards}
          </TabsTrigger>
        </TabsList>
        <TabsContent value={TRANSACTIONS_TAB} aria-busy={trophies.isPending}>
          {trophies.data ? (
            <TransactionsPanel history={trophies.data.history} />
          ) : trophies.isError ? (
            <LoadError error={trophies.error} onRetry={() => void trophies.refetch()} />
          ) : (
            <TransactionsPanelSkeleton />
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
            <LoadError error={giftCards.error} onRetry={() => void giftCards.refetch()} />
          ) : (
            <GiftCardsPanelSkeleton />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
