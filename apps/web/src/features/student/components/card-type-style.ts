/**
 * The colours of a gift card by its type (docs/product.md §3: roblox, starbucks, fortnite, amazon,
 * other). A card looks the same in both themes, like the plastic one, so its colours are fixed
 * values that the dark theme does not turn around; each text colour reads at 4.5:1 or more on both
 * ends of its gradient.
 */
const STYLES = {
  roblox: "bg-gradient-to-br from-[#dc2626] to-[#9f1239] text-[#fff]",
  starbucks: "bg-gradient-to-br from-[#047857] to-[#14532d] text-[#fff]",
  fortnite: "bg-gradient-to-br from-[#6d28d9] to-[#3730a3] text-[#fff]",
  amazon: "bg-gradient-to-br from-[#1e293b] to-[#020617] text-[#fcd34d]",
  other: "bg-gradient-to-br from-[#fbbf24] to-[#f97316] text-[#020617]",
} as const;

export function cardTypeStyle(cardType: string): string {
  const key = cardType.toLowerCase();
  return key in STYLES ? STYLES[key as keyof typeof STYLES] : STYLES.other;
}
