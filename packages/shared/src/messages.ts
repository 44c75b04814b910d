/**
 * The balance-update texts of the student's live balance (docs/product.md §4): the web client
 * shows them in its toast, and the server's reversal tests assert the wording. Every other web
 * text is beside its feature (apps/web/src/features/<area>/copy.ts); the server's texts are in
 * apps/server/src/texts; texts both sides show are in ./shared-texts.ts.
 */
/** `You earned {n} trophies` plus the optional description (docs/product.md §4). */
export function balanceUpdatedText(xpEarned: number, description?: string): string {
  return `You earned ${xpEarned} trophies${description ? `: ${description}` : ""}`;
}

/** A balance update that takes trophies away (an admin reversed an award): never "You earned". */
export function balanceTakenBackText(xpEarned: number, description?: string): string {
  const n = Math.abs(xpEarned);
  return `${n} ${n === 1 ? "trophy was" : "trophies were"} taken back${description ? `: ${description}` : ""}`;
}
