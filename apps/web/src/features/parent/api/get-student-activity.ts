import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import {
  activitySummaryResponseSchema,
  STUDENT_ACTIVITY_PAGE_SIZE,
  studentActivityResponseSchema,
  type ActivityDay,
  type StudentActivityResponse,
} from "@trophy/shared/schemas/parent";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

// Under the parent's keys, so the session's end clears them with the rest (parent-keys.ts).
const activityKeys = {
  feed: (studentId: string) => [...parentKeys.all, "activity", studentId, "feed"] as const,
  summary: (studentId: string) => [...parentKeys.all, "activity", studentId, "summary"] as const,
};

const activityUrl = (studentId: string) =>
  `/api/parents/students/${encodeURIComponent(studentId)}/activity`;

export function getStudentActivity(
  studentId: string,
  offset: number,
): Promise<StudentActivityResponse> {
  return apiRequest(
    `${activityUrl(studentId)}?limit=${STUDENT_ACTIVITY_PAGE_SIZE}&offset=${offset}`,
    {
      schema: studentActivityResponseSchema,
    },
  );
}

/**
 * A linked student's ledger, newest first, one page at a time ("Load more"); each next page
 * starts where the loaded entries end, until all `total` are there.
 */
export function useStudentActivity(studentId: string) {
  return useInfiniteQuery({
    queryKey: activityKeys.feed(studentId),
    queryFn: ({ pageParam }) => getStudentActivity(studentId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.entries.length, 0);
      return last.entries.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

export async function getActivitySummary(studentId: string): Promise<ActivityDay[]> {
  const { days } = await apiRequest(`${activityUrl(studentId)}/summary`, {
    schema: activitySummaryResponseSchema,
  });
  return days;
}

/** A linked student's last 30 UTC days, oldest first: trophies earned and spent each day. */
export function useActivitySummary(studentId: string) {
  return useQuery({
    queryKey: activityKeys.summary(studentId),
    queryFn: () => getActivitySummary(studentId),
  });
}
