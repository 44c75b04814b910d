import { useQuery } from "@tanstack/react-query";
import { redemptionsResponseSchema } from "@trophy/shared/schemas/student";
import { apiRequest } from "@/lib/api-client";
import { studentKeys } from "./student-keys";
import { STUDENT_PATHS } from "./student-paths";

/**
 * How many rewards the student has redeemed (docs/product.md §7: the redemptions list "also used
 * for the count"). Lists answer one page, so the count is the answer's `total`, and one item is
 * enough.
 */
export async function getRedemptionCount(): Promise<number> {
  const { total } = await apiRequest(STUDENT_PATHS.redemptionCount, {
    schema: redemptionsResponseSchema,
  });
  return total;
}

export function useRedemptionCount() {
  return useQuery({ queryKey: studentKeys.redemptions, queryFn: getRedemptionCount });
}
