import type { Developer } from "@trophy/shared/schemas/developer";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useApproveDeveloper } from "../api/approve-developer";
import { ADMIN_COPY } from "../copy";

interface ApproveDeveloperDialogProps {
  /** The developer to approve; null keeps the dialog closed. */
  developer: Developer | null;
  onClose: () => void;
}

/**
 * The confirm 'Approve this developer?' (docs/product.md §4), then the approval and its outcome.
 */
export function ApproveDeveloperDialog({ developer, onClose }: ApproveDeveloperDialogProps) {
  const approve = useApproveDeveloper();
  return (
    <ConfirmDialog
      open={developer !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={ADMIN_COPY.approveDeveloperConfirm}
      subject={developer?.email}
      description={ADMIN_COPY.approveDeveloperBody}
      confirmLabel={ADMIN_COPY.approveDeveloper}
      pendingLabel={ADMIN_COPY.approving}
      pending={approve.isPending}
      confirmDisabled={!developer}
      onConfirm={() => {
        if (!developer) return;
        approve.mutate(developer.id, {
          onSuccess: () => toast({ title: ADMIN_COPY.developerApproved }),
          onError: (error) => {
            toastFailure(error, ADMIN_COPY.approveDeveloperFailed);
          },
          onSettled: onClose,
        });
      }}
    />
  );
}
