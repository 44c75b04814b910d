import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { fillTemplate } from "@/lib/fill-template";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useUnlinkStudent } from "../api/unlink-student";
import { PARENT_COPY } from "../copy";

interface UnlinkStudentDialogProps {
  /** The student to unlink; null keeps the dialog closed. */
  student: LinkedStudent | null;
  onClose: () => void;
  /** After the unlink landed, with the student who was unlinked. */
  onUnlinked?: (student: LinkedStudent) => void;
}

/** The confirm prompt unlinking needs (docs/product.md §5), then the unlink and its outcome. */
export function UnlinkStudentDialog({ student, onClose, onUnlinked }: UnlinkStudentDialogProps) {
  const unlink = useUnlinkStudent();
  return (
    <ConfirmDialog
      open={student !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={PARENT_COPY.unlinkStudentTitle}
      subject={
        student &&
        fillTemplate(PARENT_COPY.studentWithEmail, { name: student.name, email: student.email })
      }
      description={PARENT_COPY.unlinkStudentBody}
      confirmLabel={PARENT_COPY.unlink}
      pendingLabel={PARENT_COPY.unlinking}
      pending={unlink.isPending}
      confirmDisabled={!student}
      destructive
      onConfirm={() => {
        if (!student) return;
        unlink.mutate(student.id, {
          onSuccess: () => {
            toast({ title: PARENT_COPY.studentUnlinked, description: student.email });
            onUnlinked?.(student);
          },
          onError: (error) => {
            toastFailure(error, PARENT_COPY.failedToUnlink);
          },
          onSettled: onClose,
        });
      }}
    />
  );
}
