import { MESSAGES } from "@trophy/shared/messages";
import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useUnlinkStudent } from "../api/unlink-student";

interface UnlinkStudentDialogProps {
  /** The student to unlink; null keeps the dialog closed. */
  student: LinkedStudent | null;
  onClose: () => void;
}

/** The confirm prompt unlinking needs (docs/product.md §5), then the unlink and its outcome. */
export function UnlinkStudentDialog({ student, onClose }: UnlinkStudentDialogProps) {
  const unlink = useUnlinkStudent();
  return (
    <ConfirmDialog
      open={student !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={MESSAGES.unlinkStudentTitle}
      subject={
        student && (
          <>
            {student.name} ({student.email})
          </>
        )
      }
      description={MESSAGES.unlinkStudentBody}
      confirmLabel={MESSAGES.unlink}
      pendingLabel={MESSAGES.unlinking}
      pending={unlink.isPending}
      confirmDisabled={!student}
      destructive
      onConfirm={() => {
        if (!student) return;
        unlink.mutate(student.id, {
          onSuccess: () => toast({ title: MESSAGES.studentUnlinked, description: student.email }),
          onError: (error) => {
            toastFailure(error, MESSAGES.failedToUnlink);
          },
          onSettled: onClose,
        });
      }}
    />
  );
}
