import { useTranslation } from "react-i18next";
import type { UseQueryResult } from "@tanstack/react-query";
import type { GoalResponse } from "@trophy/shared/schemas/student";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useClearGoal } from "../api/clear-goal";
import { useSetGoal } from "../api/set-goal";
import type { GoalControls } from "./reward-goal-button";

/** Pinning and unpinning from the reward cards, each said in a toast. */
export function useGoalControls(goal: UseQueryResult<GoalResponse>): GoalControls {
  const { t } = useTranslation("studentGoal");
  const set = useSetGoal();
  const clear = useClearGoal();
  const failed = (error: unknown) => {
    toastFailure(error, t("goalFailedTitle"), t("goalFailed"));
  };
  return {
    goalId: goal.isSuccess ? (goal.data.goal?.reward.id ?? null) : undefined,
    pending: set.isPending || clear.isPending,
    onSet: (reward) => {
      set.mutate(reward.id, {
        onSuccess: () => {
          toast({ title: t("goalSetTitle"), description: reward.title });
        },
        onError: failed,
      });
    },
    onRemove: (reward) => {
      clear.mutate(undefined, {
        onSuccess: () => {
          toast({ title: t("goalRemovedTitle"), description: reward.title });
        },
        onError: failed,
      });
    },
  };
}
