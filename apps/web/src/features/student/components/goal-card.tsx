import type { UseQueryResult } from "@tanstack/react-query";
import type { GoalResponse, TrophiesResponse } from "@trophy/shared/schemas/student";
import { ArrowRight, Target, X } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { TrophyAmount } from "@/components/trophy-amount";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useClearGoal } from "../api/clear-goal";
import { GOAL_COPY, goalCount } from "../goal-copy";
import { GoalProgress } from "./goal-progress";
import { GoalReached } from "./goal-reached";

interface GoalCardProps {
  goal: UseQueryResult<GoalResponse>;
  /** The live balance (the balance stream keeps it current), so the bar moves as trophies come. */
  trophies: UseQueryResult<TrophiesResponse>;
}

/** The pinned goal on the dashboard: the way there, a way to drop it, and its one celebration. */
export function GoalCard({ goal, trophies }: GoalCardProps) {
  const titleId = useId();
  const clear = useClearGoal();
  const current = goal.data?.goal;
  const balance = trophies.data?.balance ?? current?.balance ?? 0;

  const remove = () => {
    if (!current) return;
    clear.mutate(undefined, {
      onSuccess: () => {
        toast({ title: GOAL_COPY.goalRemovedTitle, description: current.reward.title });
      },
      onError: (error) => {
        toastFailure(error, GOAL_COPY.goalFailedTitle, GOAL_COPY.goalFailed);
      },
    });
  };

  return (
    <Card role="region" aria-labelledby={titleId} aria-busy={goal.isPending}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <Target aria-hidden="true" className="size-5 text-amber-600" />
          {GOAL_COPY.yourGoal}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <GoalReached goal={goal} />
        {goal.isError ? (
          <LoadError error={goal.error} onRetry={() => void goal.refetch()} />
        ) : goal.isPending ? (
          <div aria-hidden="true" className="grid gap-3">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-4 w-32" />
          </div>
        ) : !current ? (
          <EmptyState
            text={GOAL_COPY.noGoal}
            action={
              <Button asChild variant="outline">
                <Link to={paths.student.offerings}>{GOAL_COPY.chooseGoal}</Link>
              </Button>
            }
          />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 font-semibold wrap-anywhere text-slate-900">
                {current.reward.title}
              </p>
              <TrophyAmount amount={current.reward.trophyCost} className="text-sm" />
            </div>
            <GoalProgress
              title={current.reward.title}
              balance={balance}
              cost={current.reward.trophyCost}
            />
            {!current.reward.isActive ? (
              <p className="text-sm text-slate-600">{GOAL_COPY.unavailable}</p>
            ) : balance >= current.reward.trophyCost ? (
              <p className="text-sm text-slate-700">{GOAL_COPY.ready}</p>
            ) : (
              <p className="text-sm text-slate-700">
                {goalCount("toGo", current.reward.trophyCost - balance)}
              </p>
            )}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Button asChild variant="link" className="px-0">
                <Link to={paths.student.offerings}>
                  {GOAL_COPY.redeemNow}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button variant="ghost" size="sm" disabled={clear.isPending} onClick={remove}>
                <X aria-hidden="true" />
                {GOAL_COPY.removeGoal}
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
