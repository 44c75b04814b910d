import { MESSAGES } from "@trophy/shared/messages";
import type { LinkedStudent } from "@trophy/shared/schemas/parent";
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
import { useUnlinkStudent } from "../api/unlink-student";

interface UnlinkStudentDialogProps {
  /** The student to unlink; null keeps the dialog closed. */
  student: LinkedStudent | null;
  onClose: () => void;
}

/** The confirm prompt unlinking needs (spec §5), then the unlink and its outcome. */
export function UnlinkStudentDialog({ student, onClose }: UnlinkStudentDialogProps) {
  const unlink = useUnlinkStudent();
  const confirm = (target: LinkedStudent) => {
    unlink.mutate(target.id, {
      onSuccess: () => toast({ title: MESSAGES.studentUnlinked, description: target.email }),
      onError: (error) => {
        toastFailure(error, MESSAGES.failedToUnlink);
      },
      onSettled: onClose,
    });
  };
  return (
    <AlertDialog
      open={student !== null}
      onOpenChange={(open) => {
        if (!open && !unlink.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>{MESSAGES.unlinkStudentTitle}</AlertDialogTitle>
        <AlertDialogDescription>
          <span className="font-medium text-slate-900">
            {student?.name} ({student?.email})
          </span>
          <br />
          {MESSAGES.unlinkStudentBody}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={unlink.isPending}>{MESSAGES.cancel}</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={unlink.isPending || !student}
            onClick={() => {
              if (student) confirm(student);
            }}
          >
            {unlink.isPending ? MESSAGES.unlinking : MESSAGES.unlink}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
