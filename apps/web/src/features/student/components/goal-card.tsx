import { useTranslation } from "react-i18next";
import type { UseQueryResult } from "@tanstack/react-query";
import type { GoalResponse, Reward, TrophiesResponse } from "@trophy/shared/schemas/student";
import { Target, X } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { RewardPicture } from "@/components/reward-picture";
import { TrophyAmount } from "@/components/trophy-amount";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useClearGoal } from "../api/clear-goal";
import { GoalProgress } from "./goal-progress";
import { GoalReached } from "./goal-reached";
import { NextAction } from "./next-action";
import { useRewardTexts } from "@/lib/i18n/platform-text";

interface GoalCardProps {
  goal: UseQueryResult<GoalResponse>;
  /** The live balance (the balance stream keeps it current), so the bar moves as trophies come. */
  trophies: UseQueryResult<TrophiesResponse>;
  /** The rewards on offer: the next action says whether one can be redeemed now. */
  rewards?: UseQueryResult<Reward[]>;
}

/**
 * The pinned goal on the dashboard: the way there, the one next action (docs/product.md §2,
 * Dashboard), a way to drop it, and its one celebration. Without a goal, the action is to choose
 * one.
 */
export function GoalCard({ goal, trophies, rewards }: GoalCardProps) {
  const { t } = useTranslation("studentGoal");
  const titleId = useId();
  const clear = useClearGoal();
  const current = goal.data?.goal;
  const balance = trophies.data?.balance ?? current?.balance ?? 0;
  const textsOf = useRewardTexts();

  const remove = () => {
    if (!current) return;
    clear.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t("goalRemovedTitle"), description: textsOf(current.reward).title });
      },
      onError: (error) => {
        toastFailure(error, t("goalFailedTitle"), t("goalFailed"));
      },
    });
  };

  return (
    <Card role="region" aria-labelledby={titleId} aria-busy={goal.isPending}>
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-4">
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <Target aria-hidden="true" className="size-5 text-amber-600" />
          {t("yourGoal")}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 p-4 pt-0 sm:p-6 sm:pt-0">
        <GoalReached goal={goal} />
        {goal.isError ? (
          <LoadError error={goal.error} onRetry={() => void goal.refetch()} />
        ) : goal.isPending ? (
          <div aria-hidden="true" className="grid gap-3">
            <div className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-xl" />
              <Skeleton className="h-5 w-1/2" />
            </div>
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-11 w-full sm:w-56" />
          </div>
        ) : !current ? (
          // As tall as the skeleton before it, so nothing below moves when no goal arrives.
          <div className="grid min-h-37 content-center gap-3">
            <p className="text-sm text-slate-600">{t("noGoal")}</p>
            <Button asChild size="lg" className="w-full sm:w-fit">
              <Link to={paths.student.offerings}>{t("chooseGoal")}</Link>
            </Button>
          </div>
        ) : (
          <>
            <div className="flex items-center gap-3">
              <RewardPicture
                picture={current.reward.picture}
                kind={current.reward.rewardType}
                size="sm"
              />
              <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-2">
                <p className="min-w-0 font-semibold wrap-anywhere text-slate-900">
                  {textsOf(current.reward).title}
                </p>
                <TrophyAmount amount={current.reward.trophyCost} className="text-sm" />
              </div>
            </div>
            <GoalProgress
              title={textsOf(current.reward).title}
              balance={balance}
              cost={current.reward.trophyCost}
            />
            {!current.reward.isActive ? (
              <p className="text-sm text-slate-600">{t("unavailable")}</p>
            ) : balance >= current.reward.trophyCost ? (
              <p className="text-sm text-slate-700">{t("ready")}</p>
            ) : (
              <p className="text-sm text-slate-700">
                {t("toGo", { count: current.reward.trophyCost - balance })}
              </p>
            )}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <NextAction goal={current} balance={balance} rewards={rewards} />
              <Button variant="ghost" size="sm" disabled={clear.isPending} onClick={remove}>
                <X aria-hidden="true" />
                {t("removeGoal")}
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
