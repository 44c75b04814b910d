import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import {
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  preferredLanguage,
  type Language,
} from "../preferences";

export { LANGUAGES, type Language } from "../preferences";

// Resources are added by each feature's copy module as it loads (defineCopy), so a role area's
// words travel in that area's chunk.
void i18next.use(initReactI18next).init({
  lng: preferredLanguage(),
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
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, still switched.
  }
  void i18next.changeLanguage(language);
}

export { i18next };
