import { z } from "zod";
import { en, es, pt } from "zod/v4/locales";
import { i18next } from "./i18n";

// zod's own messages (an invalid e-mail, say) follow the language. Loaded with the forms that
// validate with a schema (lib/form-resolver.ts), so pages without one need no schema library.
const ZOD_LOCALES: Record<string, () => Parameters<typeof z.config>[0]> = { en, es, "pt-BR": pt };
function followLanguage(language: string): void {
  z.config((ZOD_LOCALES[language] ?? en)());
}
followLanguage(i18next.language);
i18next.on("languageChanged", followLanguage);
