import { useQuery } from "@tanstack/react-query";
import { redemptionsResponseSchema } from "@trophy/shared/schemas/student";
import { apiRequest } from "@/lib/api-client";
import { studentKeys } from "./student-keys";

export async function getRedemptions() {
  const { redemptions } = await apiRequest("/api/students/redemptions", {
    schema: redemptionsResponseSchema,
  });
  return redemptions;
}

export function useRedemptions() {
  return useQuery({ queryKey: studentKeys.redemptions, queryFn: getRedemptions });
}
