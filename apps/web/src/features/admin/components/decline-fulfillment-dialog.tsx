import { DECLINE_REASON_MAX } from "@trophy/shared/schemas/parent";
import type { AdminFulfillment } from "@trophy/shared/schemas/admin-fulfillments";
import {
  DeclineFulfillmentConfirm,
  type DeclineFulfillmentDialogProps,
} from "@/components/decline-fulfillment-confirm";
import { fillTemplate } from "@/lib/fill-template";
import { formatNumber } from "@/lib/format";
import { useDeclineFulfillment } from "../api/decline-fulfillment";
import { ADMIN_FULFILLMENT_COPY } from "../fulfillment-copy";

/** Asks for the reason the student will read (required), then declines and refunds. */
export function DeclineFulfillmentDialog(props: DeclineFulfillmentDialogProps<AdminFulfillment>) {
  const decline = useDeclineFulfillment();
  return (
    <DeclineFulfillmentConfirm
      {...props}
      reasonHint={fillTemplate(ADMIN_FULFILLMENT_COPY.reasonHint, {
        max: formatNumber(DECLINE_REASON_MAX),
      })}
      decline={decline}
      copy={ADMIN_FULFILLMENT_COPY}
    />
  );
}
