import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  linkCodeResponseSchema,
  setAppBlockedSchema,
  studentAppResponseSchema,
  studentAppsResponseSchema,
  type LinkCodeResponse,
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

/**
 * The apps that awarded or connected the signed-in student (docs/product.md §4, Privacy towards
 * apps).
 */
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

/** A one-time code for the student to type into an app (it replaces one not yet used). */
export async function issueStudentLinkCode(): Promise<LinkCodeResponse> {
  return apiRequest("/api/students/apps/link-code", {
    method: "POST",
    schema: linkCodeResponseSchema,
  });
}

export function useIssueStudentLinkCode() {
  return useMutation({ mutationFn: issueStudentLinkCode });
}

export async function disconnectStudentApp(developerId: string): Promise<StudentApp> {
  const { app } = await apiRequest(
    `/api/students/apps/${encodeURIComponent(developerId)}/connection`,
    { method: "DELETE", schema: studentAppResponseSchema },
  );
  return app;
}

/** Ends one app's connection; the row shows the server's answer. */
export function useDisconnectStudentApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectStudentApp,
    onSuccess: (app) => {
      queryClient.setQueryData<StudentApp[]>(studentAppsKey, (apps) =>
        apps?.map((a) => (a.developerId === app.developerId ? app : a)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentAppsKey }),
  });
}
