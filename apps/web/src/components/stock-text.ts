import { i18next } from "@/lib/i18n/i18n";

/** A reward's stock as its owner reads it: Unlimited (null), Out of Stock (0) or "N left". */
export function stockText(stock: number | null): string {
  if (stock === null) return i18next.t("common:unlimited");
  return stock === 0
    ? i18next.t("common:outOfStock")
    : i18next.t("common:stockLeft", { count: stock });
}
