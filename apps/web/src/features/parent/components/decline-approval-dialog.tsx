import type { Approval } from "@trophy/shared/schemas/parent";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useDeclineReason } from "@/components/decline-reason";
import { COMMON_COPY } from "@/lib/copy";
import { fillTemplate } from "@/lib/fill-template";
import { APPROVAL_COPY } from "../approval-copy";
import { REWARDS_COPY } from "../rewards-copy";

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
  const reason = useDeclineReason(REWARDS_COPY.reasonHint);
  return (
    <ConfirmDialog
      open={approval !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={APPROVAL_COPY.declineTitle}
      subject={approval?.rewardTitle}
      description={
        <>
          {approval &&
            fillTemplate(APPROVAL_COPY.requestedBy, {
              name: approval.studentName,
              email: approval.studentEmail,
            })}
          <br />
          {APPROVAL_COPY.declineBody}
        </>
      }
      confirmLabel={APPROVAL_COPY.decline}
      pendingLabel={COMMON_COPY.declining}
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
