import { useTranslation } from "react-i18next";
import { suspendRequestSchema, type AdminUser } from "@trophy/shared/schemas/admin";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useSuspendUser } from "../api/suspend-user";
import { issueText } from "@/lib/validation-text";

interface SuspendUserDialogProps {
  /** The user to suspend; null keeps the dialog closed. */
  user: AdminUser | null;
  onClose: () => void;
}

/**
 * Asks for a reason (required: Suspend stays disabled without one; Cancel aborts), then a duration
 * in days (empty means permanent), as docs/product.md §4 orders them. The page keys it per user, so
 * nothing carries over.
 */
export function SuspendUserDialog({ user, onClose }: SuspendUserDialogProps) {
  const { t } = useTranslation("admin");
  const suspend = useSuspendUser();
  const [reason, setReason] = useState("");
  const [duration, setDuration] = useState("");
  const [durationError, setDurationError] = useState<string>();

  const send = (target: AdminUser) => {
    const parsed = suspendRequestSchema.safeParse({ reason, durationDays: duration });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      setDurationError(issue && issueText(issue));
      return;
    }
    suspend.mutate(
      { id: target.id, body: parsed.data },
      {
        onSuccess: () => toast({ title: t("userSuspended") }),
        onError: (error) => {
          toastFailure(error, t("suspendUserFailed"), t("suspendUserFailed"));
        },
        onSettled: onClose,
      },
    );
  };
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("suspendUserTitle")}
      subject={user?.email}
      description={t("suspendUserBody")}
      confirmLabel={t("suspend")}
      pendingLabel={t("suspending")}
      pending={suspend.isPending}
      confirmDisabled={!user || !reason.trim()}
      destructive
      onConfirm={() => {
        if (user) send(user);
      }}
    >
      <TextField
        id="suspend-reason"
        label={t("suspendReasonLabel")}
        value={reason}
        autoComplete="off"
        required
        onChange={(event) => {
          setReason(event.target.value);
        }}
      />
      <TextField
        id="suspend-duration"
        label={t("suspendDurationLabel")}
        hint={t("suspendDurationHint")}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={duration}
        error={durationError}
        onChange={(event) => {
          setDuration(event.target.value);
          setDurationError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
