import { useTranslation } from "react-i18next";
import { stockStatus, type StockStatus } from "@trophy/shared/rules/stock-status";
import { CircleCheck, TriangleAlert } from "lucide-react";
import type { ComponentProps } from "react";
import { StatusBadge } from "@/components/status-badge";
import type { ParseKeys } from "i18next";

type AdminCopyKey = ParseKeys<"admin">;

// The label is a copy key, read when shown, so it follows a language switch.
const BADGES: Record<
  StockStatus,
  Omit<ComponentProps<typeof StatusBadge>, "label"> & { label: AdminCopyKey }
> = {
  low: { tone: "destructive", icon: TriangleAlert, label: "stockLow" },
  medium: { tone: "warning", label: "stockMedium" },
  good: { tone: "success", icon: CircleCheck, label: "stockGood" },
};

/** Low Stock (with a warning icon), Medium or Good, from a card type's available count. */
export function StockBadge({ available }: { available: number }) {
  const { t } = useTranslation("admin");
  const { label, ...badge } = BADGES[stockStatus(available)];
  return <StatusBadge {...badge} label={t(label)} />;
}
