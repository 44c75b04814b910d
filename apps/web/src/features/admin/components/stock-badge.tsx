import { stockStatus, type StockStatus } from "@trophy/shared/rules/stock-status";
import { CircleCheck, TriangleAlert } from "lucide-react";
import type { ComponentProps } from "react";
import { StatusBadge } from "@/components/status-badge";
import { ADMIN_COPY } from "../copy";

const BADGES: Record<StockStatus, ComponentProps<typeof StatusBadge>> = {
  low: { tone: "destructive", icon: TriangleAlert, label: ADMIN_COPY.stockLow },
  medium: { tone: "warning", label: ADMIN_COPY.stockMedium },
  good: { tone: "success", icon: CircleCheck, label: ADMIN_COPY.stockGood },
};

/** Low Stock (with a warning icon), Medium or Good, from a card type's available count. */
export function StockBadge({ available }: { available: number }) {
  return <StatusBadge {...BADGES[stockStatus(available)]} />;
}
