import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import app from "@/locales/en/app.json";
import common from "@/locales/en/common.json";
import landing from "@/locales/en/landing.json";
import {
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  preferredLanguage,
  type Language,
} from "../preferences";
import { ICU_LOADED, icuFormat, loadIcu } from "./icu-format";

export { LANGUAGES, type Language } from "../preferences";

/**
 * The texts live in `src/locales/<language>/<namespace>.json`, one ICU message per key. English's
 * shell and landing page come in the entry bundle, so the landing page renders (and prerenders)
 * without waiting; every other catalogue is a chunk of its own, fetched when a screen asks for its
 * namespace (an area's loader awaits `loadNamespaces`, app/routes.tsx) or when the language
 * changes (i18next loads every namespace in use before it switches, so nothing suspends then).
 */
/** Each catalogue of the languages the client offers, a chunk of its own. */
const CATALOGUES = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json");

/** i18next's backend: a catalogue is the chunk of its JSON file, fetched when first needed. */
const backend: BackendModule = {
  type: "backend",
  init() {
    // Nothing to set up: the catalogues are the build's own chunks.
  },
  read(language, namespace, callback) {
    const load = CATALOGUES[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalogue) => {
        callback(null, catalogue.default);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error.message : String(error), false);
      },
    );
  },
};

void i18next
  .use(icuFormat)
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: preferredLanguage(),
    fallbackLng: LANGUAGES[0],
    supportedLngs: LANGUAGES,
    ns: ["common", "app"],
    defaultNS: "common",
    resources: { en: { app, common, landing } },
    partialBundledLanguages: true,
    // Screens re-render when the language changes and when full ICU formatting arrives.
    react: { bindI18n: `languageChanged ${ICU_LOADED}` },
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

export { loadIcu };

export { i18next };
