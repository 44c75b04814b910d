import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GoalResponse } from "@trophy/shared/schemas/student";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { studentKeys } from "./student-keys";

export function clearGoal() {
  return apiRequest("/api/students/goal", {
    method: "DELETE",
    // 204: the answer has no body.
    schema: z.undefined(),
  });
}

/** Unpins the goal. */
export function useClearGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearGoal,
    onSuccess: () => {
      queryClient.setQueryData<GoalResponse>(studentKeys.goal, { goal: null });
    },
  });
}
