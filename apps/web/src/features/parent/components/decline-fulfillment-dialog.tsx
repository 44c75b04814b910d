import type { Fulfillment } from "@trophy/shared/schemas/parent";
import {
  DeclineFulfillmentConfirm,
  type DeclineFulfillmentDialogProps,
} from "@/components/decline-fulfillment-confirm";
import { useDeclineFulfillment } from "../api/decline-fulfillment";
import { REWARDS_COPY } from "../rewards-copy";

/** Asks for the reason the student will read (required), then declines and refunds. */
export function DeclineFulfillmentDialog(props: DeclineFulfillmentDialogProps<Fulfillment>) {
  const decline = useDeclineFulfillment();
  return (
    <DeclineFulfillmentConfirm
      {...props}
      reasonHint={REWARDS_COPY.reasonHint}
      decline={decline}
      copy={REWARDS_COPY}
    />
  );
}
