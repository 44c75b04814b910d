import { useQuery } from "@tanstack/react-query";
import { usageResponseSchema, type UsageResponse } from "@trophy/shared/schemas/developer";
import { apiRequest } from "@/lib/api-client";
import { developerKeys } from "./developer-keys";

export function getUsage(): Promise<UsageResponse> {
  return apiRequest("/api/developers/usage", { schema: usageResponseSchema });
}

/** Calls of all time and per UTC day over the last days, oldest first. */
export function useUsage() {
  return useQuery({ queryKey: developerKeys.usage, queryFn: getUsage });
}
