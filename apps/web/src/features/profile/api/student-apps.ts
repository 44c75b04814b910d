import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  setAppBlockedSchema,
  studentAppResponseSchema,
  studentAppsResponseSchema,
  type StudentApp,
} from "@trophy/shared/schemas/student-apps";
import { apiRequest } from "@/lib/api-client";

/**
 * Under the student's keys, so the session's end clears it with them (signOutLocally); a live
 * award reloads it by the same key (features/student/api/student-keys.ts).
 */
export const studentAppsKey = ["student", "apps"] as const;

export async function getStudentApps(): Promise<StudentApp[]> {
  const { apps } = await apiRequest("/api/students/apps", { schema: studentAppsResponseSchema });
  return apps;
}

/** The apps that awarded the signed-in student (docs/product.md §4, Privacy towards apps). */
export function useStudentApps() {
  return useQuery({ queryKey: studentAppsKey, queryFn: getStudentApps });
}

export async function setStudentAppBlocked(input: {
  developerId: string;
  blocked: boolean;
}): Promise<StudentApp> {
  const { app } = await apiRequest(`/api/students/apps/${encodeURIComponent(input.developerId)}`, {
    method: "PUT",
    body: setAppBlockedSchema.parse({ blocked: input.blocked }),
    schema: studentAppResponseSchema,
  });
  return app;
}

/**
 * Stops or allows one app. The row shows the server's answer, not the wish: a parent/guide may
 * have stopped it meanwhile (409 `app_blocked_by_parent`), which the reload then shows.
 */
export function useSetStudentAppBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStudentAppBlocked,
    onSuccess: (app) => {
      queryClient.setQueryData<StudentApp[]>(studentAppsKey, (apps) =>
        apps?.map((a) => (a.developerId === app.developerId ? app : a)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentAppsKey }),
  });
}
