import { MESSAGES } from "@trophy/shared/messages";
import { stockStatus, type StockStatus } from "@trophy/shared/rules/stock-status";
import { CircleCheck, TriangleAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";

const LABELS: Record<StockStatus, string> = {
  low: MESSAGES.stockLow,
  medium: MESSAGES.stockMedium,
  good: MESSAGES.stockGood,
};

/** Low Stock (with a warning icon), Medium or Good, from a card type's available count. */
export function StockBadge({ available }: { available: number }) {
  const status = stockStatus(available);
  if (status === "low") {
    return (
      <Badge variant="destructive">
        <TriangleAlert aria-hidden="true" />
        {LABELS.low}
      </Badge>
    );
  }
  return (
    <Badge variant={status === "medium" ? "warning" : "success"}>
      {status === "good" && <CircleCheck aria-hidden="true" />}
      {LABELS[status]}
    </Badge>
  );
}
