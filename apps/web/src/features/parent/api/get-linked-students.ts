import { useQuery } from "@tanstack/react-query";
import { LIST_MAX_LIMIT } from "@trophy/shared/constants";
import { linkedStudentsResponseSchema, type LinkedStudent } from "@trophy/shared/schemas/parent";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

/** The largest page the API answers (lists are paged): the screens show the list whole. */
export async function getLinkedStudents(): Promise<LinkedStudent[]> {
  const { students } = await apiRequest(`/api/parents/students?limit=${LIST_MAX_LIMIT}`, {
    schema: linkedStudentsResponseSchema,
  });
  return students;
}

/** The students who accepted this parent/guide's request, in the order they accepted. */
export function useLinkedStudents() {
  return useQuery({ queryKey: parentKeys.students, queryFn: getLinkedStudents });
}
