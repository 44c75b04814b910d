import { MESSAGES } from "@trophy/shared/messages";
import { stockStatus, type StockStatus } from "@trophy/shared/rules/stock-status";
import { CircleCheck, TriangleAlert } from "lucide-react";
import type { ComponentProps } from "react";
import { StatusBadge } from "@/components/status-badge";

const BADGES: Record<StockStatus, ComponentProps<typeof StatusBadge>> = {
  low: { tone: "destructive", icon: TriangleAlert, label: MESSAGES.stockLow },
  medium: { tone: "warning", label: MESSAGES.stockMedium },
  good: { tone: "success", icon: CircleCheck, label: MESSAGES.stockGood },
};

/** Low Stock (with a warning icon), Medium or Good, from a card type's available count. */
export function StockBadge({ available }: { available: number }) {
  return <StatusBadge {...BADGES[stockStatus(available)]} />;
}
