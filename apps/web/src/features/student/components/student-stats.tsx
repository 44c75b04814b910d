import type { UseQueryResult } from "@tanstack/react-query";
import { achievementLevel, type AchievementLevel } from "@trophy/shared/rules/achievement-level";
import type { Reward, TrophiesResponse } from "@trophy/shared/schemas/student";
import { Award, Gift, ShoppingBag, Trophy } from "lucide-react";
import { LoadError } from "@/components/load-error";
import { StatTile } from "@/components/stat-tile";
import { formatNumber } from "@/lib/format";
import { STUDENT_COPY } from "../copy";

/** Shown in a tile whose figure could not be loaded: not a zero that could pass for data. */
const FAILED = "–";

const LEVEL_TEXT: Record<AchievementLevel, () => string> = {
  Beginner: () => STUDENT_COPY.levelBeginner,
  Advanced: () => STUDENT_COPY.levelAdvanced,
  Expert: () => STUDENT_COPY.levelExpert,
};

interface StudentStatsProps {
  trophies: UseQueryResult<TrophiesResponse>;
  rewards: UseQueryResult<Reward[]>;
  redemptions: UseQueryResult<number>;
}

/** A tile's value: the figure, FAILED when its load failed, undefined (a skeleton) meanwhile. */
function figure<T>(query: UseQueryResult<T>, show: (data: T) => string): string | undefined {
  if (query.data !== undefined) return show(query.data);
  return query.isError ? FAILED : undefined;
}

/** The dashboard's four figures (docs/product.md §2), and a way to reload any that failed. */
export function StudentStats({ trophies, rewards, redemptions }: StudentStatsProps) {
  const failed = [trophies, rewards, redemptions].filter((q) => q.isError);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile
          variant="count"
          icon={Trophy}
          title={STUDENT_COPY.trophyBalance}
          value={figure(trophies, (t) => formatNumber(t.balance))}
        />
        <StatTile
          variant="count"
          icon={ShoppingBag}
          title={STUDENT_COPY.rewardsRedeemed}
          value={figure(redemptions, formatNumber)}
        />
        <StatTile
          variant="count"
          icon={Gift}
          title={STUDENT_COPY.availableRewards}
          value={figure(rewards, (r) => formatNumber(r.length))}
        />
        <StatTile
          variant="count"
          icon={Award}
          title={STUDENT_COPY.achievementLevel}
          value={figure(redemptions, (n) => LEVEL_TEXT[achievementLevel(n)]())}
        />
      </div>
      {failed.length > 0 && (
        <LoadError
          error={failed[0]?.error}
          title={STUDENT_COPY.errorLoadingDashboardTitle}
          fallback={STUDENT_COPY.errorLoadingDashboard}
          onRetry={() => {
            for (const query of failed) void query.refetch();
          }}
        />
      )}
    </>
  );
}
