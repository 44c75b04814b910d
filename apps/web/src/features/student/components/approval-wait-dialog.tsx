import { useTranslation } from "react-i18next";
import type { GiftCard, Redemption } from "@trophy/shared/schemas/student";
import { Hourglass } from "lucide-react";
import { useEffect } from "react";
import { TrophyAmount } from "@/components/trophy-amount";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useRedemption } from "../api/get-redemption";
import { usePlatformText } from "@/lib/i18n/platform-text";

interface ApprovalWaitDialogProps {
  /** The redemption the redeem call answered (202), shown until the server is read again. */
  redemption: Redemption;
  /** The card was approved: the page shows the gift card dialog with its code instead. */
  onIssued: (giftCard: GiftCard) => void;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A gift card waiting for a parent/guide's approval (docs/product.md §2, Student area): "Waiting
 * for approval" instead of the code. The redemption is read again whenever the live stream says a
 * redemption or the balance changed, so an approval turns this into the gift card dialog, and a
 * decline shows the reason and the refund, without a reload.
 */
export function ApprovalWaitDialog({
  redemption,
  onIssued,
  onClose,
  onCloseAutoFocus,
}: ApprovalWaitDialogProps) {
  const { t } = useTranslation(["studentApproval", "studentRefund"]);
  const text = usePlatformText();
  const detail = useRedemption(redemption.id);
  const current = detail.data?.redemption ?? redemption;
  const issued = current.status === "completed" ? detail.data?.giftCard : null;
  useEffect(() => {
    if (issued) onIssued(issued);
  }, [issued, onIssued]);
  const declined = current.status === "declined";

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{declined ? t("declinedTitle") : t("waitingTitle")}</DialogTitle>
          <DialogDescription>{declined ? t("declinedBody") : t("waitingBody")}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl bg-amber-50 p-4">
          <span className="flex min-w-0 items-center gap-2 font-medium wrap-anywhere text-slate-900">
            {!declined && (
              <Hourglass aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
            )}
            {text(current.rewardTitleText, current.rewardTitle)}
          </span>
          <TrophyAmount amount={current.trophyCost} className="shrink-0" />
        </div>
        <p role="status" className="text-sm break-words text-slate-700">
          {declined
            ? `${t("studentRefund:refunded", { count: current.trophyCost })}. ${t("reasonLabel")} ${current.declineReason ?? ""}`
            : t("waitingHint")}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("gotIt")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
