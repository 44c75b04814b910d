import { MESSAGES } from "@trophy/shared/messages";
import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { CircleCheck, Clock } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";

/** "Pending" until the parent/guide marks the redemption fulfilled, then "Fulfilled". */
export function FulfillmentStatusBadge({ status }: { status: Fulfillment["status"] }) {
  return status === "fulfilled" ? (
    <StatusBadge tone="success" icon={CircleCheck} label={MESSAGES.fulfillmentFulfilled} />
  ) : (
    <StatusBadge tone="warning" icon={Clock} label={MESSAGES.fulfillmentPending} />
  );
}
