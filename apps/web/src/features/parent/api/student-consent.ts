import { useMutation, useQueryClient } from "@tanstack/react-query";
import { consentChangeResponseSchema, type StudentConsent } from "@trophy/shared/schemas/consent";
import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

/** Withdraws this parent/guide's consent for a linked student, or gives it again. */
export async function setStudentConsent(input: {
  studentId: string;
  give: boolean;
}): Promise<StudentConsent> {
  const base = `/api/parents/students/${encodeURIComponent(input.studentId)}/consent`;
  const { consent, deletionAt } = await apiRequest(input.give ? base : `${base}/withdraw`, {
    method: "POST",
    schema: consentChangeResponseSchema,
  });
  return { consent, deletionAt };
}

/**
 * The answer is written into the cached students list at once (the card shows it); the list
 * reloads too, as the student's account opened or froze with it.
 */
export function useSetStudentConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStudentConsent,
    onSuccess: (consent, { studentId }) => {
      queryClient.setQueryData<LinkedStudent[]>(parentKeys.students, (students) =>
        students?.map((s) => (s.id === studentId ? { ...s, ...consent } : s)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: parentKeys.students }),
  });
}
