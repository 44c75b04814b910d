import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { requestLogResponseSchema } from "@trophy/shared/schemas/developer";
import { apiRequest } from "@/lib/api-client";
import { developerKeys } from "./developer-keys";

export function getRequestLog(failingFirst: boolean) {
  return apiRequest(`/api/developers/requests?failingFirst=${String(failingFirst)}`, {
    schema: requestLogResponseSchema,
  });
}

/**
 * The last 100 calls of the developer's keys, newest first or failing first. The other order's
 * list stays on screen while the new one loads, so the table does not blink.
 */
export function useRequestLog(failingFirst: boolean) {
  return useQuery({
    queryKey: developerKeys.requests(failingFirst),
    queryFn: () => getRequestLog(failingFirst),
    placeholderData: keepPreviousData,
  });
}
