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

const usd = (fractionDigits: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: fractionDigits,
  });
// Made once: a formatter takes longer to make than to use, and titles are formatted on every
// redemption and for every offering listed.
const WHOLE_USD = usd(0);
const CENTS_USD = usd(2);

export function formatUsd(amount: number): string {
  return (Number.isInteger(amount) ? WHOLE_USD : CENTS_USD).format(amount);
}
