import i18next from "i18next";
import { initReactI18next } from "react-i18next";

/** The languages the web client is written in; the first is the default and the fallback. */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = "trophy.language";

const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** The saved choice, else the first of the browser's languages we speak, else English. */
function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage can be off (private mode); the browser's languages still decide.
  }
  const preferred = typeof navigator === "undefined" ? [] : navigator.languages;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return LANGUAGES[0];
}

// Resources are added by each feature's copy module as it loads (defineCopy), so a role area's
// words travel in that area's chunk.
void i18next.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: LANGUAGES[0],
  resources: {},
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

/** Switches the whole client to `language` and remembers the choice on this device. */
export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered, still switched.
  }
  void i18next.changeLanguage(language);
}

export { i18next };
