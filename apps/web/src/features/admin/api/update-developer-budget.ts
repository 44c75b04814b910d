import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  developerResponseSchema,
  type Developer,
  type DeveloperBudget,
} from "@trophy/shared/schemas/developer";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

export interface UpdateDeveloperBudgetInput {
  id: string;
  body: DeveloperBudget;
}

export async function updateDeveloperBudget({
  id,
  body,
}: UpdateDeveloperBudgetInput): Promise<Developer> {
  const { developer } = await apiRequest(`/api/admin/developers/${encodeURIComponent(id)}/budget`, {
    method: "PUT",
    body,
    schema: developerResponseSchema,
  });
  return developer;
}

/** Sets a developer's daily trophy budget; the developer list reloads either way. */
export function useUpdateDeveloperBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeveloperBudget,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.developers }),
  });
}
