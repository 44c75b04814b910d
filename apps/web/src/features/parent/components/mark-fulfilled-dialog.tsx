import { useTranslation } from "react-i18next";
import type { Fulfillment } from "@trophy/shared/schemas/parent";
import {
  MarkFulfilledConfirm,
  type MarkFulfilledDialogProps,
} from "@/components/mark-fulfilled-confirm";
import { useMarkFulfilled } from "../api/mark-fulfilled";

/**
 * The confirm prompt marking fulfilled needs (docs/product.md §5), then the change and its outcome.
 */
export function MarkFulfilledDialog(props: MarkFulfilledDialogProps<Fulfillment>) {
  const { t } = useTranslation("parent");
  const mark = useMarkFulfilled();
  return (
    <MarkFulfilledConfirm
      {...props}
      mark={mark}
      copy={{ rewardFulfilled: t("rewardFulfilled"), failedToFulfill: t("failedToFulfill") }}
    />
  );
}
