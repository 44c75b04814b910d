import { COMMON_COPY } from "@/lib/copy";
import { countText } from "@/lib/i18n/define-copy";

/** A reward's stock as its owner reads it: Unlimited (null), Out of Stock (0) or "N left". */
export function stockText(stock: number | null): string {
  if (stock === null) return COMMON_COPY.unlimited;
  return stock === 0 ? COMMON_COPY.outOfStock : countText("common", "stockLeft", stock);
}
