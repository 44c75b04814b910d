import { useQuery } from "@tanstack/react-query";
import { adminStatsSchema, type AdminStats } from "@trophy/shared/schemas/admin";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

export function getDashboardStats(): Promise<AdminStats> {
  return apiRequest("/api/admin/dashboard", { schema: adminStatsSchema });
}

/** User counts, pending validations and the recent activity (newest first). */
export function useDashboardStats() {
  return useQuery({ queryKey: adminKeys.dashboard, queryFn: getDashboardStats });
}
