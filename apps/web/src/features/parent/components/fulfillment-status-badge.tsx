import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { CircleCheck, Clock } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";
import { PARENT_COPY } from "../copy";

/** "Pending" until the parent/guide marks the redemption fulfilled, then "Fulfilled". */
export function FulfillmentStatusBadge({ status }: { status: Fulfillment["status"] }) {
  return status === "fulfilled" ? (
    <StatusBadge tone="success" icon={CircleCheck} label={PARENT_COPY.fulfillmentFulfilled} />
  ) : (
    <StatusBadge tone="warning" icon={Clock} label={PARENT_COPY.fulfillmentPending} />
  );
}
