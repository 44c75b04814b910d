import { useTranslation } from "react-i18next";
import type { Developer } from "@trophy/shared/schemas/developer";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useRejectDeveloper } from "../api/reject-developer";

interface RejectDeveloperDialogProps {
  /** The developer to reject; null keeps the dialog closed. */
  developer: Developer | null;
  onClose: () => void;
}

/**
 * Asks for an optional reason (docs/product.md §4): Cancel aborts, an empty reason sends none. The
 * form remounts per developer (keyed by the page), so a reason never carries over.
 */
export function RejectDeveloperDialog({ developer, onClose }: RejectDeveloperDialogProps) {
  const { t } = useTranslation("admin");
  const reject = useRejectDeveloper();
  const [reason, setReason] = useState("");
  const reasonId = useId();
  return (
    <ConfirmDialog
      open={developer !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("rejectDeveloperTitle")}
      subject={developer?.email}
      description={t("rejectDeveloperBody")}
      confirmLabel={t("rejectDeveloper")}
      pendingLabel={t("rejecting")}
      pending={reject.isPending}
      confirmDisabled={!developer}
      destructive
      onConfirm={() => {
        if (!developer) return;
        reject.mutate(
          { id: developer.id, reason },
          {
            onSuccess: () => toast({ title: t("developerRejected") }),
            onError: (error) => {
              toastFailure(error, t("rejectDeveloperFailed"));
            },
            onSettled: onClose,
          },
        );
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>{t("rejectReasonLabel")}</Label>
        <Input
          id={reasonId}
          value={reason}
          autoComplete="off"
          onChange={(event) => {
            setReason(event.target.value);
          }}
        />
      </div>
    </ConfirmDialog>
  );
}
