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

export function formatUsd(amount: number): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
