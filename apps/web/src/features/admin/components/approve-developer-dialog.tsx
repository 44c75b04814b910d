import { MESSAGES } from "@trophy/shared/messages";
import type { Developer } from "@trophy/shared/schemas/developer";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useApproveDeveloper } from "../api/approve-developer";

interface ApproveDeveloperDialogProps {
  /** The developer to approve; null keeps the dialog closed. */
  developer: Developer | null;
  onClose: () => void;
}

/** The confirm 'Approve this developer?' (spec §4), then the approval and its outcome. */
export function ApproveDeveloperDialog({ developer, onClose }: ApproveDeveloperDialogProps) {
  const approve = useApproveDeveloper();
  const confirm = (target: Developer) => {
    approve.mutate(target.id, {
      onSuccess: () => toast({ title: MESSAGES.developerApproved }),
      onError: (error) => {
        toastFailure(error, MESSAGES.approveDeveloperFailed);
      },
      onSettled: onClose,
    });
  };
  return (
    <AlertDialog
      open={developer !== null}
      onOpenChange={(open) => {
        if (!open && !approve.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>{MESSAGES.approveDeveloperConfirm}</AlertDialogTitle>
        <AlertDialogDescription>
          <span className="font-medium text-slate-900">{developer?.email}</span>
          <br />
          {MESSAGES.approveDeveloperBody}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={approve.isPending}>{MESSAGES.cancel}</AlertDialogCancel>
          <Button
            disabled={approve.isPending || !developer}
            onClick={() => {
              if (developer) confirm(developer);
            }}
          >
            {approve.isPending ? MESSAGES.approving : MESSAGES.approveDeveloper}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
