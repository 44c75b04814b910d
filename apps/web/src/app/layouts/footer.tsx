import { useTranslation } from "react-i18next";
import { useId } from "react";
import { Link } from "react-router";
import { Select } from "@/components/ui/select";
import { currentLanguage, LANGUAGES, setLanguage, type Language } from "@/lib/i18n/i18n";
import { paths } from "@/lib/paths";

/** Each language named in itself, so a reader finds theirs whatever is shown now. */
const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

/** The privacy and terms pages, and the language switch. */
export function Footer() {
  const { t } = useTranslation("app");
  const languageId = useId();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-slate-600">
        <nav aria-label={t("footerNavigation")}>
          <ul className="flex gap-4">
            <li>
              <Link
                to={paths.privacy}
                className="inline-flex min-h-11 min-w-11 items-center justify-center underline-offset-4 hover:underline"
              >
                {t("privacy")}
              </Link>
            </li>
            <li>
              <Link
                to={paths.terms}
                className="inline-flex min-h-11 min-w-11 items-center justify-center underline-offset-4 hover:underline"
              >
                {t("terms")}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <label htmlFor={languageId}>{t("language")}</label>
          <Select
            id={languageId}
            className="w-36"
            value={currentLanguage()}
            onChange={(event) => {
              void setLanguage(event.target.value as Language);
            }}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </footer>
  );
}
