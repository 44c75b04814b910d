import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { CircleCheck, CircleX, Clock } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";
import { PARENT_COPY } from "../copy";
import { REWARDS_COPY } from "../rewards-copy";

/** "Pending" until the parent/guide marks the redemption fulfilled or declines it. */
export function FulfillmentStatusBadge({ status }: { status: Fulfillment["status"] }) {
  if (status === "declined") {
    return (
      <StatusBadge tone="destructive" icon={CircleX} label={REWARDS_COPY.fulfillmentDeclined} />
    );
  }
  return status === "fulfilled" ? (
    <StatusBadge tone="success" icon={CircleCheck} label={PARENT_COPY.fulfillmentFulfilled} />
  ) : (
    <StatusBadge tone="warning" icon={Clock} label={PARENT_COPY.fulfillmentPending} />
  );
}
