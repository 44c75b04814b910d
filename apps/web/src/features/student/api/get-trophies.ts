import { useQuery } from "@tanstack/react-query";
import { LIST_MAX_LIMIT } from "@trophy/shared/constants";
import { trophiesResponseSchema, type TrophiesResponse } from "@trophy/shared/schemas/student";
import { apiRequest } from "@/lib/api-client";
import { studentKeys } from "./student-keys";

/** The balance and the newest transactions, as many as one answer may hold (the history filters them). */
export function getTrophies(): Promise<TrophiesResponse> {
  return apiRequest(`/api/students/trophies?limit=${LIST_MAX_LIMIT}`, {
    schema: trophiesResponseSchema,
  });
}

/** Balance and history, newest first; the balance stream keeps the cached copy current. */
export function useTrophies() {
  return useQuery({ queryKey: studentKeys.trophies, queryFn: getTrophies });
}
