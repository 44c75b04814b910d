import { useQuery } from "@tanstack/react-query";
import { goalResponseSchema, type GoalResponse } from "@trophy/shared/schemas/student";
import { apiRequest } from "@/lib/api-client";
import { noteGoalCelebration } from "./goal-celebration";
import { studentKeys } from "./student-keys";
import { STUDENT_PATHS } from "./student-paths";

/** The pinned goal, or null; reading it may be the one answer that says to celebrate. */
export async function getGoal(): Promise<GoalResponse> {
  return noteGoalCelebration(await apiRequest(STUDENT_PATHS.goal, { schema: goalResponseSchema }));
}

/** Re-read whenever the live balance changes (record-balance-change.ts), so reaching it shows. */
export function useGoal() {
  return useQuery({ queryKey: studentKeys.goal, queryFn: getGoal });
}
