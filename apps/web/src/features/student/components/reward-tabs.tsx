import type { Reward } from "@trophy/shared/schemas/student";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { COMMON_COPY } from "@/lib/copy";
import { RewardCard } from "./reward-card";
import { EmptyState } from "@/components/empty-state";
import { STUDENT_COPY } from "../copy";

const TABS = [
  { value: "all", label: COMMON_COPY.tabAll, shows: () => true },
  { value: "base", label: STUDENT_COPY.tabBase, shows: (r: Reward) => r.rewardType === "base" },
  {
    value: "custom",
    label: STUDENT_COPY.tabCustom,
    shows: (r: Reward) => r.rewardType === "custom",
  },
] as const;

interface RewardTabsProps {
  rewards: Reward[];
  /** Unknown while the balance loads: Redeem waits for it. */
  balance: number | undefined;
  onRedeem: (reward: Reward) => void;
}

/** The offerings by kind: All, Base (gift cards included) and Custom (from a parent/guide). */
export function RewardTabs({ rewards, balance, onRedeem }: RewardTabsProps) {
  return (
    <Tabs defaultValue="all">
      <TabsList>
        {TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((tab) => {
        const shown = rewards.filter(tab.shows);
        return (
          <TabsContent key={tab.value} value={tab.value}>
            {shown.length === 0 ? (
              <EmptyState className="py-10" text={STUDENT_COPY.noRewards} />
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((reward) => (
                  <RewardCard
                    key={reward.id}
                    reward={reward}
                    affordable={balance !== undefined && reward.trophyCost <= balance}
                    disabled={balance === undefined}
                    onRedeem={onRedeem}
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
