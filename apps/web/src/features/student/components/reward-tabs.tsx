import { i18next } from "@/lib/i18n/i18n";
import type { Reward } from "@trophy/shared/schemas/student";
import { EmptyState } from "@/components/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { RewardCard, RewardCardSkeleton } from "./reward-card";
import type { GoalControls } from "./reward-goal-button";

/** Labels are read when shown, so a language switch changes them. */
const TABS = [
  {
    value: "all",
    label: () => i18next.t("common:tabAll"),
    empty: () => i18next.t("student:noRewards"),
    shows: () => true,
  },
  {
    value: "base",
    label: () => i18next.t("student:tabBase"),
    empty: () => i18next.t("student:noRewards"),
    shows: (r: Reward) => r.rewardType === "base",
  },
  {
    value: "custom",
    label: () => i18next.t("student:tabCustom"),
    empty: () => i18next.t("student:noCustomRewards"),
    shows: (r: Reward) => r.rewardType === "custom",
  },
] as const;

/** As many outlines as a first row of cards holds on a wide screen. */
const SKELETON_CARDS = 6;
const GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

interface RewardTabsProps {
  /** Undefined while they load: outlines of the cards hold their place. */
  rewards: Reward[] | undefined;
  /** Unknown while the balance loads: Redeem waits for it. */
  balance: number | undefined;
  onRedeem: (reward: Reward) => void;
  goal?: GoalControls;
}

/** The offerings by kind: All, Base (gift cards included) and Custom (from a parent/guide). */
export function RewardTabs({ rewards, balance, onRedeem, goal }: RewardTabsProps) {
  return (
    <Tabs defaultValue="all">
      <TabsList className="h-auto max-w-full flex-wrap">
        {TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label()}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((tab) => {
        const shown = rewards?.filter(tab.shows);
        return (
          <TabsContent key={tab.value} value={tab.value} aria-busy={!shown}>
            {!shown ? (
              <div className={GRID}>
                {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                  <RewardCardSkeleton key={i} />
                ))}
              </div>
            ) : shown.length === 0 ? (
              <EmptyState variant="page" text={tab.empty()} />
            ) : (
              <div className={GRID}>
                {shown.map((reward) => (
                  <RewardCard
                    key={reward.id}
                    reward={reward}
                    balance={balance}
                    onRedeem={onRedeem}
                    goal={goal}
                  />
                ))}
              </div>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
