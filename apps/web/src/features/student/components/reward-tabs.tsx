import type { Reward } from "@trophy/shared/schemas/student";
import { EmptyState } from "@/components/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { COMMON_COPY } from "@/lib/copy";
import { RewardCard, RewardCardSkeleton } from "./reward-card";
import type { GoalControls } from "./reward-goal-button";
import { STUDENT_COPY } from "../copy";

/** Labels are read when shown, so a language switch changes them. */
const TABS = [
  {
    value: "all",
    label: () => COMMON_COPY.tabAll,
    empty: () => STUDENT_COPY.noRewards,
    shows: () => true,
  },
  {
    value: "base",
    label: () => STUDENT_COPY.tabBase,
    empty: () => STUDENT_COPY.noRewards,
    shows: (r: Reward) => r.rewardType === "base",
  },
  {
    value: "custom",
    label: () => STUDENT_COPY.tabCustom,
    empty: () => STUDENT_COPY.noCustomRewards,
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
