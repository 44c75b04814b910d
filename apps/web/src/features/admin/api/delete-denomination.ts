import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteResultSchema, type denominationKeySchema } from "@trophy/shared/schemas/gift-cards";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { invalidateStock } from "./invalidate-stock";

export type DenominationKey = z.input<typeof denominationKeySchema>;

/** Removes a denomination's available and expired cards; refused (409) if any was redeemed. */
export function deleteDenomination(key: DenominationKey) {
  return apiRequest("/api/admin/gift-cards/bulk", {
    method: "DELETE",
    body: key,
    schema: deleteResultSchema,
  });
}

/** Deletes a denomination; inventory and dashboard reload either way. */
export function useDeleteDenomination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDenomination,
    onSettled: () => invalidateStock(queryClient),
  });
}
