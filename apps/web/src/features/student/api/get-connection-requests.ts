import { useQuery } from "@tanstack/react-query";
import { connectionRequestsResponseSchema } from "@trophy/shared/schemas/student";
import { apiRequest } from "@/lib/api-client";
import { studentKeys } from "./student-keys";
import { STUDENT_PATHS } from "./student-paths";

/** Parent/guide requests to link with this student, still waiting for an answer. */
export async function getConnectionRequests() {
  const { requests } = await apiRequest(STUDENT_PATHS.connectionRequests, {
    schema: connectionRequestsResponseSchema,
  });
  return requests;
}

export function useConnectionRequests() {
  return useQuery({ queryKey: studentKeys.connectionRequests, queryFn: getConnectionRequests });
}
