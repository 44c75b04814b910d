import { useTranslation } from "react-i18next";
import type { Approval } from "@trophy/shared/schemas/parent";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useDeclineReason } from "@/components/decline-reason";
import { usePlatformText } from "@/lib/i18n/platform-text";

interface DeclineApprovalDialogProps {
  /** The gift card to decline; null keeps the dialog closed. The section keys it per card. */
  approval: Approval | null;
  pending: boolean;
  onClose: () => void;
  /** With the reason given (required); the section declines and closes the dialog. */
  onDecline: (approval: Approval, reason: string) => void;
}

/** Asks for the reason the student will read, as declining a fulfilment does. */
export function DeclineApprovalDialog({
  approval,
  pending,
  onClose,
  onDecline,
}: DeclineApprovalDialogProps) {
  const { t } = useTranslation(["parentApproval", "parentRewards", "common"]);
  const reason = useDeclineReason(t("parentRewards:reasonHint"));
  const text = usePlatformText();
  return (
    <ConfirmDialog
      open={approval !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("declineTitle")}
      subject={approval ? text(approval.rewardTitleText, approval.rewardTitle) : undefined}
      description={
        <>
          {approval &&
            t("requestedBy", {
              name: approval.studentName,
              email: approval.studentEmail,
            })}
          <br />
          {t("declineBody")}
        </>
      }
      confirmLabel={t("decline")}
      pendingLabel={t("common:declining")}
      pending={pending}
      confirmDisabled={!approval}
      destructive
      onConfirm={() => {
        if (!approval) return;
        if (!reason.given()) return;
        onDecline(approval, reason.reason);
      }}
    >
      {reason.field}
    </ConfirmDialog>
  );
}
