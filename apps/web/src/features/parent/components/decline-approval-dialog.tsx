import { DECLINE_REASON_MAX, type Approval } from "@trophy/shared/schemas/parent";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Label } from "@/components/ui/label";
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
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const reasonId = useId();
  const hintId = `${reasonId}-hint`;
  const errorId = `${reasonId}-error`;
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
      pendingLabel={REWARDS_COPY.declining}
      pending={pending}
      confirmDisabled={!approval}
      destructive
      onConfirm={() => {
        if (!approval) return;
        if (reason.trim() === "") {
          setMissing(true);
          document.getElementById(reasonId)?.focus();
          return;
        }
        onDecline(approval, reason);
      }}
    >
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={reasonId}>{REWARDS_COPY.reasonLabel}</Label>
          <span id={hintId} className="text-xs text-slate-500">
            {REWARDS_COPY.reasonHint}
          </span>
        </div>
        <textarea
          id={reasonId}
          value={reason}
          rows={3}
          maxLength={DECLINE_REASON_MAX}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${hintId} ${errorId}` : hintId}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus-visible:border-amber-500 aria-invalid:border-red-500 aria-invalid:ring-red-500/30"
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
        {missing && (
          <p id={errorId} className="text-sm text-red-600">
            {REWARDS_COPY.reasonRequired}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
