import type { GoalResponse } from "@trophy/shared/schemas/student";
import { useSyncExternalStore } from "react";

/** A celebration the server handed out: which goal, and when it was reached. */
export interface GoalCelebration {
  rewardId: string;
  title: string;
  reachedAt: string | null;
}

let pending: GoalCelebration | null = null;
const listeners = new Set<() => void>();

/**
 * Keeps the one `celebrate: true` answer (docs/product.md §4, Goal) outside the query cache: a read
 * superseded by a newer one (each balance change re-reads the goal, cancelling a read in flight)
 * has its answer discarded by the cache, and the server never says it again.
 */
export function noteGoalCelebration(answer: GoalResponse): GoalResponse {
  const goal = answer.goal;
  if (goal?.celebrate) {
    pending = { rewardId: goal.reward.id, title: goal.reward.title, reachedAt: goal.reachedAt };
    for (const listener of listeners) listener();
  }
  return answer;
}

/** Marks the pending celebration as shown. */
export function takeGoalCelebration(): void {
  if (!pending) return;
  pending = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function usePendingGoalCelebration(): GoalCelebration | null {
  return useSyncExternalStore(subscribe, () => pending);
}
