import type { Language as AccountLanguage } from "@trophy/shared/constants";

/**
 * What this device prefers, read the same way by the boot script in the page's head (before the
 * first paint, src/boot.ts) and by the app: the theme and the language. Type imports only, so the
 * boot script stays a few hundred bytes.
 */
export type Theme = "light" | "dark";

/**
 * The languages the web client is written in; the first is the default and the fallback. A
 * subset of the account languages (LANGUAGES of packages/shared constants, the server's list): a
 * language joins here once every catalogue of the web has it; pt-BR so far has the e-mails only.
 */
export const LANGUAGES = ["en", "es"] as const satisfies readonly AccountLanguage[];
export type Language = (typeof LANGUAGES)[number];

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

/** The saved choice, else the first of the browser's languages we speak, else English. */
export function preferredLanguage(): Language {
  const saved = stored(LANGUAGE_STORAGE_KEY);
  if (isLanguage(saved)) return saved;
  const preferred = typeof navigator === "undefined" ? [] : navigator.languages;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return LANGUAGES[0];
}
