import { GIFT_CARD_CODE_VISIBLE_CHARS } from "../constants";

/** Codes in lists show only their last 4 characters. */
export function maskCode(code: string): string {
  if (code.length <= GIFT_CARD_CODE_VISIBLE_CHARS) return code;
  return (
    "•".repeat(Math.min(8, code.length - GIFT_CARD_CODE_VISIBLE_CHARS)) +
    code.slice(-GIFT_CARD_CODE_VISIBLE_CHARS)
  );
}

/** `google_play` → `Google Play`. */
export function titleCase(cardType: string): string {
  return cardType
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
}

// Made once: building a formatter costs far more than formatting, and lists format every row.
const usd = (minimumFractionDigits: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits });
const wholeDollars = usd(0);
const dollarsAndCents = usd(2);

export function formatUsd(amount: number): string {
  return (Number.isInteger(amount) ? wholeDollars : dollarsAndCents).format(amount);
}
