import { useTranslation } from "react-i18next";
import { DECLINE_REASON_MAX } from "@trophy/shared/schemas/parent";
import type { AdminFulfillment } from "@trophy/shared/schemas/admin-fulfillments";
import {
  DeclineFulfillmentConfirm,
  type DeclineFulfillmentDialogProps,
} from "@/components/decline-fulfillment-confirm";
import { formatNumber } from "@/lib/format";
import { useDeclineFulfillment } from "../api/decline-fulfillment";

/** Asks for the reason the student will read (required), then declines and refunds. */
export function DeclineFulfillmentDialog(props: DeclineFulfillmentDialogProps<AdminFulfillment>) {
  const { t } = useTranslation("adminFulfillment");
  const decline = useDeclineFulfillment();
  return (
    <DeclineFulfillmentConfirm
      {...props}
      reasonHint={t("reasonHint", {
        max: formatNumber(DECLINE_REASON_MAX),
      })}
      decline={decline}
      copy={{ redemptionDeclined: t("redemptionDeclined"), failedToDecline: t("failedToDecline") }}
    />
  );
}
