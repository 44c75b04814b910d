import { useTranslation } from "react-i18next";
import type { Fulfillment } from "@trophy/shared/schemas/parent";
import {
  DeclineFulfillmentConfirm,
  type DeclineFulfillmentDialogProps,
} from "@/components/decline-fulfillment-confirm";
import { useDeclineFulfillment } from "../api/decline-fulfillment";

/** Asks for the reason the student will read (required), then declines and refunds. */
export function DeclineFulfillmentDialog(props: DeclineFulfillmentDialogProps<Fulfillment>) {
  const { t } = useTranslation("parentRewards");
  const decline = useDeclineFulfillment();
  return (
    <DeclineFulfillmentConfirm
      {...props}
      reasonHint={t("reasonHint")}
      decline={decline}
      copy={{ redemptionDeclined: t("redemptionDeclined"), failedToDecline: t("failedToDecline") }}
    />
  );
}
