import { i18next } from "./i18n/i18n";
import { formatLocale } from "./i18n/locale";

/**
 * Dates, times, numbers and money in the reader's locale: the UI language with the browser's
 * region when they agree (en-GB, es-MX), else the UI language (lib/i18n/locale.ts).
 */
export function locale(): string {
  return formatLocale(i18next.resolvedLanguage ?? i18next.language);
}

/** A date in the user's locale and time zone, without the time. */
export function formatLocalDate(iso: string): string {
  return new Date(iso).toLocaleDateString(locale());
}

/** A moment in the user's locale and time zone, date and time. */
export function formatLocalDateTime(iso: string): string {
  return new Date(iso).toLocaleString(locale());
}

/** A time of day in the user's locale and time zone, hours and minutes. */
export function formatLocalTime(iso: string): string {
  return new Date(iso).toLocaleTimeString(locale(), { hour: "numeric", minute: "2-digit" });
}

/** A number in the user's locale: 1,000 in English, 1.000 in Spanish. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(locale()).format(value);
}

/** An amount of money in the user's locale: $5.00 (en-US), 5,00 US$ (es-ES). */
export function formatMoney(amount: number, currency = "USD"): string {
  return new Intl.NumberFormat(locale(), { style: "currency", currency }).format(amount);
}

/** A gift card's face value in the user's locale: whole dollars without cents ($10, 10 US$). */
export function formatFaceValue(usdAmount: number): string {
  return new Intl.NumberFormat(locale(), {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(usdAmount) ? 0 : 2,
  }).format(usdAmount);
}

/** A trophy amount with its sign: +25 earned, -15 spent. */
export function formatSignedAmount(amount: number): string {
  return amount > 0 ? `+${formatNumber(amount)}` : formatNumber(amount);
}

/** "1 trophy", "1,000 trophies": a count with its noun, in the user's language. */
export function formatTrophies(count: number): string {
  return i18next.t("common:trophyCount", { count });
}

const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/** How long ago (or ahead) a moment is, in words: "2 hours ago", "hace 2 horas". */
export function formatRelativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale(), { numeric: "auto" });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size || unit === "second")
      return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, "second");
}
