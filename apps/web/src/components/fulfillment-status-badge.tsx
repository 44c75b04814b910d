import { useTranslation } from "react-i18next";
import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { CircleCheck, CircleX, Clock } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";

/** "Pending" until a parent/guide (or, for a base reward, an admin) fulfils or declines it. */
export function FulfillmentStatusBadge({ status }: { status: Fulfillment["status"] }) {
  const { t } = useTranslation("common");
  if (status === "declined") {
    return <StatusBadge tone="destructive" icon={CircleX} label={t("fulfillmentDeclined")} />;
  }
  return status === "fulfilled" ? (
    <StatusBadge tone="success" icon={CircleCheck} label={t("fulfillmentFulfilled")} />
  ) : (
    <StatusBadge tone="warning" icon={Clock} label={t("fulfillmentPending")} />
  );
}
