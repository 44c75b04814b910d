import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  reverseAwardResponseSchema,
  type ReverseAwardRequest,
  type ReverseAwardResponse,
} from "@trophy/shared/schemas/admin";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

export interface ReverseAwardInput {
  id: string;
  body: ReverseAwardRequest;
}

export function reverseAward({ id, body }: ReverseAwardInput): Promise<ReverseAwardResponse> {
  return apiRequest(`/api/admin/awards/${encodeURIComponent(id)}/reverse`, {
    method: "POST",
    body,
    schema: reverseAwardResponseSchema,
  });
}

/**
 * Takes an award's trophies back from the student. The awards reload either way (another admin
 * may have reversed it first), and so do the developers, whose count of today's trophies it
 * may change.
 */
export function useReverseAward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reverseAward,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.awards }),
        queryClient.invalidateQueries({ queryKey: adminKeys.developers }),
      ]),
  });
}
