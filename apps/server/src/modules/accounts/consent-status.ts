import type { StudentConsent } from "@trophy/shared/schemas/consent";
import type { UserRow } from "../../db/schema";
import { Forbidden } from "../../lib/errors";

type ConsentColumns = Pick<UserRow, "parentalConsent" | "consentDeletionAt">;

/** Whether the account may be used as far as consent goes: none was needed, or it was given. */
export const consentHolds = (user: ConsentColumns) =>
  user.parentalConsent === null || user.parentalConsent === "given";

/**
 * Refuses an account waiting for a parent/guide's consent, or whose consent was withdrawn: on
 * sign-in, on refresh and on every authenticated call (their sessions were ended as well).
 */
export function assertConsentHolds(user: Pick<UserRow, "parentalConsent">): void {
  if (user.parentalConsent === "pending") throw new Forbidden("parental_consent_required");
  if (user.parentalConsent === "withdrawn") throw new Forbidden("parental_consent_withdrawn");
}

/**
 * The consent as a linked parent/guide sees it. A pending account shows as withdrawn: in both
 * the consent is not in force and the account goes at `deletionAt` unless a parent/guide gives
 * it (a linked parent/guide of a pending account is rare: consenting is what links them).
 */
export function studentConsentOf(user: ConsentColumns): StudentConsent {
  if (user.parentalConsent === null) return { consent: "not_needed", deletionAt: null };
  if (user.parentalConsent === "given") return { consent: "given", deletionAt: null };
  return { consent: "withdrawn", deletionAt: user.consentDeletionAt?.toISOString() ?? null };
}
