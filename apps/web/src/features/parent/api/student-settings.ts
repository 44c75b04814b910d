import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  studentSettingsResponseSchema,
  studentSettingsSchema,
  type LinkedStudent,
  type StudentSettings,
} from "@trophy/shared/schemas/parent";
import { apiRequest } from "@/lib/api-client";
import { parentKeys } from "./parent-keys";

export async function updateStudentSettings(input: {
  studentId: string;
  settings: StudentSettings;
}): Promise<StudentSettings> {
  const { settings } = await apiRequest(
    `/api/parents/students/${encodeURIComponent(input.studentId)}/settings`,
    {
      method: "PUT",
      body: studentSettingsSchema.parse(input.settings),
      schema: studentSettingsResponseSchema,
    },
  );
  return settings;
}

/**
 * This parent/guide's switches for one linked student. The answer is written into the cached
 * students list at once (the switch shows it); the approvals reload, since turning approval off
 * can hand waiting cards to another parent/guide.
 */
export function useUpdateStudentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudentSettings,
    onSuccess: (settings, { studentId }) => {
      queryClient.setQueryData<LinkedStudent[]>(parentKeys.students, (students) =>
        students?.map((s) => (s.id === studentId ? { ...s, ...settings } : s)),
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: parentKeys.students }),
        queryClient.invalidateQueries({ queryKey: parentKeys.approvals }),
      ]),
  });
}
