/**
 * Parental consent for young students (docs/product.md, Privacy): a student younger than the
 * installation's consent age needs a parent/guide's consent before the account can be used.
 */

/** The version of the consent notice a parent reads; each consent log row records it. */
export const CONSENT_NOTICE_VERSION = "2026-11";

/** Days a consent request waits for an answer, and a withdrawn account for consent given again. */
export const CONSENT_WAIT_DAYS = 30;

/**
 * A person's age in whole years from the month and year of birth. The day is not asked, so during
 * the birth month the birthday is taken as not yet reached: a child is never counted older.
 */
export function ageInYears(birthYear: number, birthMonth: number, now = new Date()): number {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return year - birthYear - (month <= birthMonth ? 1 : 0);
}

/** Whether a student born then needs a parent's consent; an age of 0 turns consent off. */
export function needsParentalConsent(
  birth: { birthYear: number; birthMonth: number } | undefined,
  consentAge: number,
  now = new Date(),
): boolean {
  if (consentAge <= 0 || !birth) return false;
  return ageInYears(birth.birthYear, birth.birthMonth, now) < consentAge;
}
