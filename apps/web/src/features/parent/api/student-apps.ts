import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  setAppBlockedSchema,
  studentAppResponseSchema,
  studentAppsResponseSchema,
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

/** The apps that awarded a linked student (docs/product.md §4, Privacy towards apps). */
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
