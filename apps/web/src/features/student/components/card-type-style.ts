/**
 * The colours of a gift card by its type (docs/product.md §3: roblox, starbucks, fortnite, amazon,
 * other).
 */
const STYLES = {
  roblox: "bg-gradient-to-br from-red-500 to-rose-700 text-white",
  starbucks: "bg-gradient-to-br from-emerald-600 to-green-800 text-white",
  fortnite: "bg-gradient-to-br from-violet-500 to-indigo-700 text-white",
  amazon: "bg-gradient-to-br from-slate-800 to-slate-950 text-amber-300",
  other: "bg-gradient-to-br from-amber-400 to-orange-500 text-slate-950",
} as const;

export function cardTypeStyle(cardType: string): string {
  const key = cardType.toLowerCase();
  return key in STYLES ? STYLES[key as keyof typeof STYLES] : STYLES.other;
}
