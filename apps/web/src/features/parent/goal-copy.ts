import { countText, defineCopy } from "@/lib/i18n/define-copy";

const NAMESPACE = "parentGoal";

/** How a parent/guide sees a linked student's goal. */
export const PARENT_GOAL_COPY = defineCopy(
  NAMESPACE,
  {
    goal: "Goal: {title}",
    progressLabel: "{name}'s progress toward {title}",
    progressValue_one: "{balance} of {{count, number}} trophy",
    progressValue_other: "{balance} of {{count, number}} trophies",
    reached: "Reached",
  },
  {
    es: {
      goal: "Meta: {title}",
      progressLabel: "Progreso de {name} hacia {title}",
      progressValue_one: "{balance} de {{count, number}} trofeo",
      progressValue_other: "{balance} de {{count, number}} trofeos",
      reached: "Alcanzada",
    },
  },
);

export function parentGoalCount(key: "progressValue", count: number): string {
  return countText(NAMESPACE, key, count);
}
