/** A date in the user's own locale and time zone, without the time. */
export function formatLocalDate(iso: string): string {
  return new Date(iso).toLocaleDateString();
}

/** A trophy amount with its sign: +25 earned, -15 spent. */
export function formatSignedAmount(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}
