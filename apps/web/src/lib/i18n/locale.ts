/**
 * The locale for formats (dates, times, numbers, money): the browser's first language when it is
 * the UI language, so its region counts (en-GB writes 26/11/2026, en-US 11/26/2026; es-MX and
 * es-ES differ too); otherwise the UI language itself.
 */
export function formatLocale(language: string): string {
  const preferred = typeof navigator === "undefined" ? undefined : navigator.languages[0];
  if (preferred && preferred.toLowerCase().split("-")[0] === language.toLowerCase().split("-")[0]) {
    try {
      return Intl.getCanonicalLocales(preferred)[0] ?? language;
    } catch {
      return language;
    }
  }
  return language;
}
