import { MESSAGES } from "@trophy/shared/messages";
import { reverseAwardRequestSchema, type AdminAward } from "@trophy/shared/schemas/admin";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { TextField } from "@/components/ui/text-field";
import { fillTemplate } from "@/lib/fill-template";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useReverseAward } from "../api/reverse-award";

interface ReverseAwardDialogProps {
  /** The award to reverse; null keeps the dialog closed. */
  award: AdminAward | null;
  onClose: () => void;
}

/**
 * Asks for the reason (required, as the server requires it: the student's history and the
 * activity log keep it), then reverses. A refusal, such as a balance already spent below the
 * award, is the server's own sentence in the toast. The page keys it per award.
 */
export function ReverseAwardDialog({ award, onClose }: ReverseAwardDialogProps) {
  const reverse = useReverseAward();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  const send = (target: AdminAward) => {
    const parsed = reverseAwardRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    reverse.mutate(
      { id: target.id, body: parsed.data },
      {
        onSuccess: () => toast({ title: MESSAGES.awardReversed }),
        onError: (failure) => {
          toastFailure(failure, MESSAGES.reverseAwardFailed);
        },
        onSettled: onClose,
      },
    );
  };
  return (
    <ConfirmDialog
      open={award !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={MESSAGES.reverseAwardTitle}
      subject={
        award &&
        `${award.studentEmail}: ${fillTemplate(MESSAGES.trophiesLabel, { count: award.amount })}`
      }
      description={MESSAGES.reverseAwardBody}
      confirmLabel={MESSAGES.reverseAward}
      pendingLabel={MESSAGES.reversing}
      pending={reverse.isPending}
      confirmDisabled={!award || !reason.trim()}
      destructive
      onConfirm={() => {
        if (award) send(award);
      }}
    >
      <TextField
        id="reverse-reason"
        label={MESSAGES.reverseReasonLabel}
        value={reason}
        error={error}
        autoComplete="off"
        required
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
