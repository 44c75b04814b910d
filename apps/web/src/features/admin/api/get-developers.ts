import { useQuery } from "@tanstack/react-query";
import { developersResponseSchema, type Developer } from "@trophy/shared/schemas/developer";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

export async function getDevelopers(): Promise<Developer[]> {
  const { developers } = await apiRequest("/api/admin/developers", {
    schema: developersResponseSchema,
  });
  return developers;
}

/** Pending and validated developers, newest first (rejected ones leave the list). */
export function useDevelopers() {
  return useQuery({ queryKey: adminKeys.developers, queryFn: getDevelopers });
}
