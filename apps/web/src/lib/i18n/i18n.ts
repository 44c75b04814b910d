import i18next from "i18next";
import ICU from "i18next-icu";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import app from "@/locales/en/app.json";
import common from "@/locales/en/common.json";
import landing from "@/locales/en/landing.json";
import pictures from "@/locales/en/pictures.json";
import {
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  preferredLanguage,
  type Language,
} from "../preferences";
import { formatLocale } from "./locale";

export { LANGUAGES, type Language } from "../preferences";

/**
 * The texts live in `src/locales/<language>/<namespace>.json`, one ICU message per key. English's
 * shell and landing page come in the entry bundle, so the landing page renders (and prerenders)
 * without waiting; every other catalogue is a chunk of its own, fetched when a screen asks for its
 * namespace (an area's loader awaits `loadNamespaces`, app/routes.tsx) or when the language
 * changes (i18next loads every namespace in use before it switches, so nothing suspends then).
 */
// Arrays of texts (the developer docs' paragraphs) are formatted item by item.
const icu = Object.assign(new ICU(), { handleAsObject: true });

void i18next
  .use(icu)
  .use(
    resourcesToBackend(
      (language: string, namespace: string) =>
        import(`../../locales/${language}/${namespace}.json`),
    ),
  )
  .use(initReactI18next)
  .init({
    lng: preferredLanguage(),
    fallbackLng: LANGUAGES[0],
    supportedLngs: LANGUAGES,
    ns: ["common", "app"],
    defaultNS: "common",
    resources: { en: { app, common, landing, pictures } },
    partialBundledLanguages: true,
    i18nFormat: {
      // Numbers and dates inside messages in the reader's region (en-GB, es-MX), not only language.
      parseLngForICU: (language: string) => formatLocale(language),
    },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

function followLanguage(language: string): void {
  if (typeof document !== "undefined") document.documentElement.lang = language;
}
followLanguage(i18next.language);
i18next.on("languageChanged", followLanguage);

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : LANGUAGES[0];
}

/**
 * Switches the whole client to `language` and remembers the choice on this device. The screens
 * re-render in place once the new language's catalogues are loaded: forms keep what was typed.
 */
export function setLanguage(language: Language): Promise<unknown> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, still switched.
  }
  return i18next.changeLanguage(language);
}

/** Loads namespaces' catalogues in the current language (and English, the fallback). */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}

export { i18next };
