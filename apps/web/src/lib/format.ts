// The count texts live in the common copy: importing it registers them.
import "./copy";
import { countText } from "./i18n/define-copy";
import { currentLanguage } from "./i18n/i18n";

/** A date in the user's language and time zone, without the time. */
export function formatLocalDate(iso: string): string {
  return new Date(iso).toLocaleDateString(currentLanguage());
}

/** A moment in the user's language and time zone, date and time. */
export function formatLocalDateTime(iso: string): string {
  return new Date(iso).toLocaleString(currentLanguage());
}

/** A number in the user's language: 1,000 in English, 1.000 in Spanish. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(currentLanguage()).format(value);
}

/** A trophy amount with its sign: +25 earned, -15 spent. */
export function formatSignedAmount(amount: number): string {
  return amount > 0 ? `+${formatNumber(amount)}` : formatNumber(amount);
}

/** "1 trophy", "1,000 trophies": a count with its noun, in the user's language. */
export function formatTrophies(count: number): string {
  return countText("common", "trophyCount", count);
}
