import { useQuery } from "@tanstack/react-query";
import { USER_LIST_PAGE_SIZE } from "@trophy/shared/constants";
import {
  throttledAccountsResponseSchema,
  type ThrottledAccounts,
} from "@trophy/shared/schemas/admin";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

export function getThrottledAccounts(): Promise<ThrottledAccounts> {
  const params = new URLSearchParams({ limit: String(USER_LIST_PAGE_SIZE), offset: "0" });
  return apiRequest(`/api/admin/throttled-accounts?${params.toString()}`, {
    schema: throttledAccountsResponseSchema,
  });
}

/** The accounts the sign-in throttle holds back now, most failures first (the first page). */
export function useThrottledAccounts() {
  return useQuery({ queryKey: adminKeys.throttledAccounts, queryFn: getThrottledAccounts });
}
