import { useQuery } from "@tanstack/react-query";
import { LIST_MAX_LIMIT } from "@trophy/shared/constants";
import { developersResponseSchema, type Developer } from "@trophy/shared/schemas/developer";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

/** The newest developers, as many as one answer may hold: the page filters them itself. */
export async function getDevelopers(): Promise<Developer[]> {
  const { developers } = await apiRequest(`/api/admin/developers?limit=${LIST_MAX_LIMIT}`, {
    schema: developersResponseSchema,
  });
  return developers;
}

/** Pending and validated developers, newest first (rejected ones leave the list). */
export function useDevelopers() {
  return useQuery({ queryKey: adminKeys.developers, queryFn: getDevelopers });
}
