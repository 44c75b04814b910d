import { useTranslation } from "react-i18next";
import type { Developer } from "@trophy/shared/schemas/developer";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useApproveDeveloper } from "../api/approve-developer";

interface ApproveDeveloperDialogProps {
  /** The developer to approve; null keeps the dialog closed. */
  developer: Developer | null;
  onClose: () => void;
}

/**
 * The confirm 'Approve this developer?' (docs/product.md §4), then the approval and its outcome.
 */
export function ApproveDeveloperDialog({ developer, onClose }: ApproveDeveloperDialogProps) {
  const { t } = useTranslation("admin");
  const approve = useApproveDeveloper();
  return (
    <ConfirmDialog
      open={developer !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("approveDeveloperConfirm")}
      subject={developer?.email}
      description={t("approveDeveloperBody")}
      confirmLabel={t("approveDeveloper")}
      pendingLabel={t("approving")}
      pending={approve.isPending}
      confirmDisabled={!developer}
      onConfirm={() => {
        if (!developer) return;
        approve.mutate(developer.id, {
          onSuccess: () => toast({ title: t("developerApproved") }),
          onError: (error) => {
            toastFailure(error, t("approveDeveloperFailed"));
          },
          onSettled: onClose,
        });
      }}
    />
  );
}
