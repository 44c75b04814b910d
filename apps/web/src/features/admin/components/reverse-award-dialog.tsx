import { useTranslation } from "react-i18next";
import { reverseAwardRequestSchema, type AdminAward } from "@trophy/shared/schemas/admin";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { TextField } from "@/components/ui/text-field";
import { formatTrophies } from "@/lib/format";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useReverseAward } from "../api/reverse-award";
import { issueText } from "@/lib/validation-text";

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
  const { t } = useTranslation("admin");
  const reverse = useReverseAward();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  const send = (target: AdminAward) => {
    const parsed = reverseAwardRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      setError(issue && issueText(issue));
      return;
    }
    reverse.mutate(
      { id: target.id, body: parsed.data },
      {
        onSuccess: () => toast({ title: t("awardReversed") }),
        onError: (failure) => {
          toastFailure(failure, t("reverseAwardFailed"));
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
      title={t("reverseAwardTitle")}
      subject={award && `${award.studentEmail}: ${formatTrophies(award.amount)}`}
      description={t("reverseAwardBody")}
      confirmLabel={t("reverseAward")}
      pendingLabel={t("reversing")}
      pending={reverse.isPending}
      confirmDisabled={!award || !reason.trim()}
      destructive
      onConfirm={() => {
        if (award) send(award);
      }}
    >
      <TextField
        id="reverse-reason"
        label={t("reverseReasonLabel")}
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
