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
import { parentKeys } from "./parent-keys";

const appsUrl = (studentId: string) =>
  `/api/parents/students/${encodeURIComponent(studentId)}/apps`;

export async function getLinkedStudentApps(studentId: string): Promise<StudentApp[]> {
  const { apps } = await apiRequest(appsUrl(studentId), { schema: studentAppsResponseSchema });
  return apps;
}

/**
 * The apps that awarded or connected a linked student (docs/product.md §4, Privacy towards apps).
 */
export function useLinkedStudentApps(studentId: string) {
  return useQuery({
    queryKey: parentKeys.apps(studentId),
    queryFn: () => getLinkedStudentApps(studentId),
  });
}

export async function setLinkedStudentAppBlocked(input: {
  studentId: string;
  developerId: string;
  blocked: boolean;
}): Promise<StudentApp> {
  const { app } = await apiRequest(
    `${appsUrl(input.studentId)}/${encodeURIComponent(input.developerId)}`,
    {
      method: "PUT",
      body: setAppBlockedSchema.parse({ blocked: input.blocked }),
      schema: studentAppResponseSchema,
    },
  );
  return app;
}

/**
 * This parent/guide's stop for one app of one linked student. Lifting it leaves the student's own
 * stop in place, so the row shows the server's answer rather than the wish.
 */
export function useSetLinkedStudentAppBlocked(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { developerId: string; blocked: boolean }) =>
      setLinkedStudentAppBlocked({ studentId, ...input }),
    onSuccess: (app) => {
      queryClient.setQueryData<StudentApp[]>(parentKeys.apps(studentId), (apps) =>
        apps?.map((a) => (a.developerId === app.developerId ? app : a)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: parentKeys.apps(studentId) }),
  });
}

/** A one-time code for a linked student, to type into an app for them. */
export async function issueLinkedStudentLinkCode(studentId: string): Promise<LinkCodeResponse> {
  return apiRequest(`${appsUrl(studentId)}/link-code`, {
    method: "POST",
    schema: linkCodeResponseSchema,
  });
}

export function useIssueLinkedStudentLinkCode(studentId: string) {
  return useMutation({ mutationFn: () => issueLinkedStudentLinkCode(studentId) });
}

export async function disconnectLinkedStudentApp(input: {
  studentId: string;
  developerId: string;
}): Promise<StudentApp> {
  const { app } = await apiRequest(
    `${appsUrl(input.studentId)}/${encodeURIComponent(input.developerId)}/connection`,
    { method: "DELETE", schema: studentAppResponseSchema },
  );
  return app;
}

/** Ends one app's connection to a linked student; the row shows the server's answer. */
export function useDisconnectLinkedStudentApp(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (developerId: string) => disconnectLinkedStudentApp({ studentId, developerId }),
    onSuccess: (app) => {
      queryClient.setQueryData<StudentApp[]>(parentKeys.apps(studentId), (apps) =>
        apps?.map((a) => (a.developerId === app.developerId ? app : a)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: parentKeys.apps(studentId) }),
  });
}
