import { useQuery } from "@tanstack/react-query";
import { linkedStudentsResponseSchema, type LinkedStudent } from "@trophy/shared/schemas/parent";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

export async function getLinkedStudents(): Promise<LinkedStudent[]> {
  const { students } = await apiRequest("/api/parents/students", {
    schema: linkedStudentsResponseSchema,
  });
  return students;
}

/** The students who accepted this parent/guide's request, in the order they accepted. */
export function useLinkedStudents() {
  return useQuery({ queryKey: parentKeys.students, queryFn: getLinkedStudents });
}
