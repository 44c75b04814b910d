import { consentSettingsSchema } from "@trophy/shared/schemas/consent";
import { apiRequest } from "@/lib/api-client";

/**
 * The installation's default consent age (docs/product.md, Privacy): the registration form asks
 * for a parent's address under it when the server's own setting cannot be read. The server
 * checks again either way.
 */
const DEFAULT_CONSENT_AGE = 13;

/** The age under which a student's registration needs a parent (0: never). */
export function consentAge(): Promise<number> {
  return apiRequest("/api/consent/settings", {
    schema: consentSettingsSchema,
    skipAuthRefresh: true,
  }).then(
    (settings) => settings.parentalConsentAge,
    () => DEFAULT_CONSENT_AGE,
  );
}
