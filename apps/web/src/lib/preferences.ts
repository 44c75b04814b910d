import { LANGUAGES, type Language } from "@trophy/shared/constants";

/**
 * What this device prefers, read the same way by the boot script in the page's head (before the
 * first paint, src/boot.ts) and by the app: the theme and the language. Small imports only, so the
 * boot script stays small.
 */
export type Theme = "light" | "dark";

/**
 * The languages the web client is written in are the account languages (packages/shared
 * constants); the first is the default and the fallback. A language joins there once every
 * catalogue of the web (src/locales/<language>) and of the e-mails (apps/server/src/texts/mail)
 * has it: the catalogue test and the type check fail until they do.
 */
export { LANGUAGES, type Language } from "@trophy/shared/constants";

export const THEME_STORAGE_KEY = "trophy.theme";
export const LANGUAGE_STORAGE_KEY = "trophy.language";
const DARK_QUERY = "(prefers-color-scheme: dark)";

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be off (private mode) or absent (prerendering at build time).
    return null;
  }
}

/** The header's choice on this device, else what the operating system prefers. */
export function preferredTheme(): Theme {
  const saved = stored(THEME_STORAGE_KEY);
  if (saved === "light" || saved === "dark") return saved;
  return typeof matchMedia === "function" && matchMedia(DARK_QUERY).matches ? "dark" : "light";
}

/** Calls `listener` when the operating system's light/dark preference changes. */
export function onSystemThemeChange(listener: () => void): void {
  if (typeof matchMedia === "function") matchMedia(DARK_QUERY).addEventListener("change", listener);
}

const baseOf = (tag: string) => tag.toLowerCase().split("-")[0];

/**
 * The saved choice, else the first of the browser's languages we speak, else English. A browser
 * language is ours when its base language is (es-MX is es; pt and pt-PT read pt-BR).
 */
export function preferredLanguage(): Language {
  const saved = stored(LANGUAGE_STORAGE_KEY);
  if (isLanguage(saved)) return saved;
  const preferred = typeof navigator === "undefined" ? [] : navigator.languages;
  for (const tag of preferred) {
    const ours = LANGUAGES.find((language) => baseOf(language) === baseOf(tag));
    if (ours) return ours;
  }
  return LANGUAGES[0];
}
