import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import type { UseQueryResult } from "@tanstack/react-query";
import {
  achievementLevel,
  nextAchievementLevel,
  type AchievementLevel,
} from "@trophy/shared/rules/achievement-level";
import type { Reward, TrophiesResponse } from "@trophy/shared/schemas/student";
import { Award, Gift, ShoppingBag, Trophy } from "lucide-react";
import { LoadError } from "@/components/load-error";
import { StatTile } from "@/components/stat-tile";
import { formatNumber } from "@/lib/format";

/** Shown in a tile whose figure could not be loaded: not a zero that could pass for data. */
const FAILED = "–";

const LEVEL_TEXT: Record<AchievementLevel, () => string> = {
  Beginner: () => i18next.t("student:levelBeginner"),
  Advanced: () => i18next.t("student:levelAdvanced"),
  Expert: () => i18next.t("student:levelExpert"),
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

/** What the next level takes ("2 more redemptions to Advanced"), or that this is the last one. */
function levelHint(redemptionCount: number | undefined): string | undefined {
  if (redemptionCount === undefined) return undefined;
  const next = nextAchievementLevel(redemptionCount);
  return next
    ? i18next.t("studentDashboard:levelNext", {
        count: next.redemptionsToGo,
        level: LEVEL_TEXT[next.level](),
      })
    : i18next.t("studentDashboard:levelTop");
}

/**
 * The dashboard's four figures (docs/product.md §2), compact so that on a phone they share the
 * first screen with the goal, and a way to reload any that failed.
 */
export function StudentStats({ trophies, rewards, redemptions }: StudentStatsProps) {
  const { t } = useTranslation("student");
  const failed = [trophies, rewards, redemptions].filter((q) => q.isError);
  return (
    <>
      {/* On a phone the balance and the level (with what the next one takes) span the width. */}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile
          variant="count"
          compact
          className="col-span-2 lg:col-span-1"
          icon={Trophy}
          title={t("trophyBalance")}
          value={figure(trophies, (t) => formatNumber(t.balance))}
        />
        <StatTile
          variant="count"
          compact
          icon={ShoppingBag}
          title={t("rewardsRedeemed")}
          value={figure(redemptions, formatNumber)}
        />
        <StatTile
          variant="count"
          compact
          icon={Gift}
          title={t("availableRewards")}
          value={figure(rewards, (r) => formatNumber(r.length))}
        />
        <StatTile
          compact
          className="col-span-2 lg:col-span-1"
          icon={Award}
          title={t("achievementLevel")}
          value={figure(redemptions, (n) => LEVEL_TEXT[achievementLevel(n)]())}
          // A line held while the count loads, so the tile does not grow when it arrives.
          hint={redemptions.isPending ? "\u00a0" : levelHint(redemptions.data)}
        />
      </div>
      {failed.length > 0 && (
        <LoadError
          error={failed[0]?.error}
          title={t("errorLoadingDashboardTitle")}
          fallback={t("errorLoadingDashboard")}
          onRetry={() => {
            for (const query of failed) void query.refetch();
          }}
        />
      )}
    </>
  );
}
