import { useTranslation } from "react-i18next";
import type { UseQueryResult } from "@tanstack/react-query";
import type { GoalResponse } from "@trophy/shared/schemas/student";
import { PartyPopper } from "lucide-react";
import { useEffect, useState } from "react";
import {
  takeGoalCelebration,
  usePendingGoalCelebration,
  type GoalCelebration,
} from "../api/goal-celebration";
import { RedeemCelebration } from "./redeem-celebration";

/**
 * The celebration the server handed out for the pinned goal, kept while this stays on screen and
 * taken from the pending store so that it shows once.
 */
function useGoalReached(goal: UseQueryResult<GoalResponse>): GoalCelebration | null {
  const pending = usePendingGoalCelebration();
  const [shown, setShown] = useState<GoalCelebration | null>(null);
  const current = goal.data?.goal;
  const ours = pending && current?.reward.id === pending.rewardId ? pending : null;
  // Kept from the store as it renders (React's "adjusting state when a prop changes").
  if (ours && ours !== shown) setShown(ours);
  useEffect(() => {
    if (ours) takeGoalCelebration();
  }, [ours]);
  return shown && current?.reward.id === shown.rewardId ? shown : null;
}

/**
 * The one-time celebration of a reached goal (docs/product.md §4, Goal): a polite status message
 * (the region is always in the page, so screen readers announce what appears in it) and a short
 * burst of icons.
 */
export function GoalReached({ goal }: { goal: UseQueryResult<GoalResponse> }) {
  const { t } = useTranslation("studentGoal");
  const reached = useGoalReached(goal);
  return (
    // Empty, it is visually hidden but still in the page: it takes no room in the layout's gaps.
    <div role="status" aria-live="polite" className={reached ? undefined : "sr-only"}>
      {reached && (
        <>
          <p className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
            <PartyPopper aria-hidden="true" className="size-4 shrink-0" />
            {t("reached", { title: reached.title })}
          </p>
          <RedeemCelebration key={reached.reachedAt} />
        </>
      )}
    </div>
  );
}
