import { CreditCard, History, Trophy } from "lucide-react";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { PageSpinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useErrorToast } from "@/lib/use-error-toast";
import { COMMON_COPY } from "@/lib/copy";
import { useGiftCards } from "../api/get-gift-cards";
import { useTrophies } from "../api/get-trophies";
import { GiftCardsPanel } from "../components/gift-cards-panel";
import { TransactionsPanel } from "../components/transactions-panel";
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
    <div className="grid gap-6">
      <PageHeader
        icon={History}
        title={STUDENT_COPY.historyTitle}
        intro={STUDENT_COPY.historyIntro}
      />
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setParams({ tab: value }, { replace: true });
        }}
      >
        <TabsList>
          <TabsTrigger value={TRANSACTIONS_TAB}>
            <Trophy aria-hidden="true" />
            {STUDENT_COPY.trophyTransactions}
          </TabsTrigger>
          <TabsTrigger value={GIFT_CARDS_TAB}>
            <CreditCard aria-hidden="true" />
            {COMMON_COPY.giftCards}
          </TabsTrigger>
        </TabsList>
        <TabsContent value={TRANSACTIONS_TAB}>
          {trophies.isPending ? (
            <PageSpinner />
          ) : (
            <TransactionsPanel history={trophies.data?.history ?? []} />
          )}
        </TabsContent>
        <TabsContent value={GIFT_CARDS_TAB}>
          {giftCards.isPending ? (
            <PageSpinner />
          ) : (
            <GiftCardsPanel giftCards={giftCards.data ?? []} />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
