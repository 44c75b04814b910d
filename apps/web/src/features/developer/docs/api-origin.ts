import { API_BASE_URL } from "@/lib/env";

export const AWARD_PATH = "/api/v1/award-trophies";
export const OPENAPI_PATH = "/api/v1/openapi.json";
export const BATCH_PATH = "/api/v1/award-trophies/batch";
export const AWARDS_PATH = "/api/v1/awards";
/** The interactive reference (Scalar), served by the API itself. */
export const REFERENCE_PATH = "/api/v1/docs";
/** Stands in for the key where the real one must not or cannot be shown. */
export const API_KEY_PLACEHOLDER = "YOUR_API_KEY";
export const TEST_API_KEY_PLACEHOLDER = "YOUR_TEST_API_KEY";
/** The e-mail the examples award to; the reader replaces it with a student's. */
export const EXAMPLE_STUDENT_EMAIL = "student@example.com";
export const EXAMPLE_AMOUNT = 50;
/** What the examples' award is for. Part of the code samples, which stay as written. */
export const EXAMPLE_DETAILS = "Completed the fractions quiz";

/** Where developers' apps reach this API: the configured API host, else this page's origin. */
export function apiOrigin(): string {
  return API_BASE_URL || window.location.origin;
}
