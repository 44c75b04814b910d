import { useTranslation } from "react-i18next";
import type { UseQueryResult } from "@tanstack/react-query";
import { STUDENT_DASHBOARD_REWARDS } from "@trophy/shared/constants";
import type { Reward, TrophiesResponse } from "@trophy/shared/schemas/student";
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { TrophyAmount } from "@/components/trophy-amount";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { RewardArt } from "./reward-art";
import { isOutOfStock } from "./reward-stock";
import { useRewardTexts } from "@/lib/i18n/platform-text";

interface AffordableRewardsProps {
  rewards: UseQueryResult<Reward[]>;
  trophies: UseQueryResult<TrophiesResponse>;
}

/** Up to 3 rewards the student can redeem now, and the way to all of them. */
export function AffordableRewards({ rewards, trophies }: AffordableRewardsProps) {
  const { t } = useTranslation(["student", "common"]);
  const textsOf = useRewardTexts();
  const titleId = useId();
  const failed = rewards.isError ? rewards : trophies.isError ? trophies : null;
  const balance = trophies.data?.balance;
  const affordable =
    rewards.data && balance !== undefined
      ? rewards.data
          .filter((r) => r.trophyCost <= balance && !isOutOfStock(r))
          .slice(0, STUDENT_DASHBOARD_REWARDS)
      : undefined;
  return (
    <Card role="region" aria-labelledby={titleId} aria-busy={!affordable && !failed}>
      <CardHeader className="flex-row flex-wrap items-center justify-between">
        <CardTitle id={titleId} className="text-lg">
          {t("affordableRewards")}
        </CardTitle>
        <Button asChild variant="link" className="px-0">
          <Link to={paths.student.offerings}>
            {t("common:viewAll")}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {failed ? (
          <LoadError error={failed.error} onRetry={() => void failed.refetch()} />
        ) : !affordable ? (
          <ul aria-hidden="true" className="divide-y divide-slate-100">
            {Array.from({ length: STUDENT_DASHBOARD_REWARDS }, (_, i) => (
              <li key={i} className="flex items-center justify-between gap-3 py-3">
                <Skeleton className="size-10 shrink-0 rounded-xl" />
                <Skeleton className="h-5 flex-1" />
                <Skeleton className="h-5 w-24" />
              </li>
            ))}
          </ul>
        ) : affordable.length === 0 ? (
          <EmptyState text={t("noAffordableRewards")} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {affordable.map((r) => (
              <li key={r.id} className="flex items-center gap-3 py-3">
                <RewardArt reward={r} />
                <span
                  title={textsOf(r).title}
                  className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900"
                >
                  {textsOf(r).title}
                </span>
                <TrophyAmount amount={r.trophyCost} className="shrink-0 text-sm" />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
