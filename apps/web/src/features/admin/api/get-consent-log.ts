import { useQuery } from "@tanstack/react-query";
import { consentLogResponseSchema, type ConsentLogEntry } from "@trophy/shared/schemas/consent";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

/** A student's consent log, oldest first as the server keeps it (append-only). */
export async function getConsentLog(userId: string): Promise<ConsentLogEntry[]> {
  const { entries } = await apiRequest(
    `/api/admin/users/${encodeURIComponent(userId)}/consent-log`,
    { schema: consentLogResponseSchema },
  );
  return entries;
}

/** Read when the admin opens it (`userId` set), again on each opening. */
export function useConsentLog(userId: string | null) {
  return useQuery({
    queryKey: adminKeys.consentLog(userId ?? ""),
    queryFn: () => getConsentLog(userId ?? ""),
    enabled: userId !== null,
    staleTime: 0,
  });
}
