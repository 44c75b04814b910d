import type { ErrorCode } from "@trophy/shared/error-codes";
import { i18next } from "./i18n";

/**
 * The API's error codes in the languages other than English. English shows the server's own
 * sentence (the product's exact texts); another language shows its text for the code, or the
 * server's sentence for a code it has none for (docs/architecture.md §9).
 */
const ES: Partial<Record<ErrorCode, string>> = {
  invalid_credentials: "Correo electrónico o contraseña no válidos",
  internal_error: "Algo salió mal. Inténtalo de nuevo.",
};

i18next.addResourceBundle("es", "errors", ES, true, true);

/** The text to show for an error answer in the current language. */
export function errorText(code: ErrorCode | undefined, serverSentence: string): string {
  if (!code || i18next.language === "en") return serverSentence;
  return i18next.t(code, { ns: "errors", defaultValue: serverSentence, fallbackLng: [] });
}
