import type { ErrorCode } from "@trophy/shared/error-codes";
import { i18next } from "./i18n";

// The `errors` namespace (src/locales/<language>/errors.json) holds a text per API error code.
void i18next.loadNamespaces("errors");

/**
 * The text to show for an error answer in the current language (docs/architecture.md §9).
 * English shows the server's own sentence (the product's exact texts, with any details of the
 * answer); another language shows its text for the code, or the server's sentence for a code this
 * client does not know. Where the server's sentence carries details (the codes of an upload, a
 * balance), the catalogue's text reads whole without them.
 */
export function errorText(code: ErrorCode | undefined, serverSentence: string): string {
  if (!code || i18next.language === "en") return serverSentence;
  return i18next.t(code, { ns: "errors", defaultValue: serverSentence, fallbackLng: [] });
}
