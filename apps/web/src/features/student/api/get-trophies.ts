import { useQuery } from "@tanstack/react-query";
import { trophiesResponseSchema, type TrophiesResponse } from "@trophy/shared/schemas/student";
import { apiRequest } from "@/lib/api-client";
import { studentKeys } from "./student-keys";
import { STUDENT_PATHS } from "./student-paths";

/** The balance and the newest transactions, as many as one answer may hold (the history filters them). */
export function getTrophies(): Promise<TrophiesResponse> {
  return apiRequest(STUDENT_PATHS.trophies, {
    schema: trophiesResponseSchema,
  });
}

/** Balance and history, newest first; the balance stream keeps the cached copy current. */
export function useTrophies() {
  return useQuery({ queryKey: studentKeys.trophies, queryFn: getTrophies });
}
