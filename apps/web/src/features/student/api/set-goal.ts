import { useMutation, useQueryClient } from "@tanstack/react-query";
import { goalResponseSchema, type GoalResponse } from "@trophy/shared/schemas/student";
import { apiRequest } from "@/lib/api-client";
import { noteGoalCelebration } from "./goal-celebration";
import { studentKeys } from "./student-keys";

export async function setGoal(rewardId: string): Promise<GoalResponse> {
  const answer = await apiRequest("/api/students/goal", {
    method: "PUT",
    body: { rewardId },
    schema: goalResponseSchema,
  });
  // An award landing while the goal was pinned may make this the celebrating answer.
  return noteGoalCelebration(answer);
}

/** Pins a reward as the goal, replacing the previous one; the answer is the new goal. */
export function useSetGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGoal,
    onSuccess: (answer) => {
      queryClient.setQueryData(studentKeys.goal, answer);
    },
    // Refused: the reward may have gone since the list loaded.
    onError: () => queryClient.invalidateQueries({ queryKey: studentKeys.rewards }),
  });
}
