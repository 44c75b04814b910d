import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { CircleCheck, CircleX, Clock } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";
import { COMMON_COPY } from "@/lib/copy";

/** "Pending" until a parent/guide (or, for a base reward, an admin) fulfils or declines it. */
export function FulfillmentStatusBadge({ status }: { status: Fulfillment["status"] }) {
  if (status === "declined") {
    return (
      <StatusBadge tone="destructive" icon={CircleX} label={COMMON_COPY.fulfillmentDeclined} />
    );
  }
  return status === "fulfilled" ? (
    <StatusBadge tone="success" icon={CircleCheck} label={COMMON_COPY.fulfillmentFulfilled} />
  ) : (
    <StatusBadge tone="warning" icon={Clock} label={COMMON_COPY.fulfillmentPending} />
  );
}
