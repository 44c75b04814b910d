import { useTranslation } from "react-i18next";
import type { AdminFulfillment } from "@trophy/shared/schemas/admin-fulfillments";
import {
  MarkFulfilledConfirm,
  type MarkFulfilledDialogProps,
} from "@/components/mark-fulfilled-confirm";
import { useMarkFulfilled } from "../api/mark-fulfilled";

/**
 * The confirm prompt marking fulfilled needs (docs/product.md §5), as the parent/guide's, then the
 * change; a parent/guide who decided it first is the server's sentence in the toast.
 */
export function MarkFulfilledDialog(props: MarkFulfilledDialogProps<AdminFulfillment>) {
  const { t } = useTranslation("adminFulfillment");
  const mark = useMarkFulfilled();
  return (
    <MarkFulfilledConfirm
      {...props}
      mark={mark}
      copy={{ rewardFulfilled: t("rewardFulfilled"), failedToFulfill: t("failedToFulfill") }}
    />
  );
}
