import { useQuery } from "@tanstack/react-query";
import { guardianConsentSchema, type GuardianConsent } from "@trophy/shared/schemas/consent";
import { apiRequest } from "@/lib/api-client";

/** Under the student's keys, so the session's end clears it with them (signOutLocally). */
export const guardianConsentKey = ["student", "consent"] as const;

/** Who stands behind the signed-in student's account: the parent/guide who agreed, and when. */
export function getGuardianConsent(): Promise<GuardianConsent> {
  return apiRequest("/api/students/consent", { schema: guardianConsentSchema });
}

export function useGuardianConsent() {
  return useQuery({ queryKey: guardianConsentKey, queryFn: getGuardianConsent });
}
