import { MESSAGES } from "@trophy/shared/messages";
import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { CircleCheck, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** "Pending" until the parent/guide marks the redemption fulfilled, then "Fulfilled". */
export function FulfillmentStatusBadge({ status }: { status: Fulfillment["status"] }) {
  return status === "fulfilled" ? (
    <Badge variant="success">
      <CircleCheck aria-hidden="true" />
      {MESSAGES.fulfillmentFulfilled}
    </Badge>
  ) : (
    <Badge variant="warning">
      <Clock aria-hidden="true" />
      {MESSAGES.fulfillmentPending}
    </Badge>
  );
}
