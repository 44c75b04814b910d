import { useTranslation } from "react-i18next";
import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useUnlinkStudent } from "../api/unlink-student";

interface UnlinkStudentDialogProps {
  /** The student to unlink; null keeps the dialog closed. */
  student: LinkedStudent | null;
  onClose: () => void;
  /** After the unlink landed, with the student who was unlinked. */
  onUnlinked?: (student: LinkedStudent) => void;
}

/** The confirm prompt unlinking needs (docs/product.md §5), then the unlink and its outcome. */
export function UnlinkStudentDialog({ student, onClose, onUnlinked }: UnlinkStudentDialogProps) {
  const { t } = useTranslation("parent");
  const unlink = useUnlinkStudent();
  return (
    <ConfirmDialog
      open={student !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("unlinkStudentTitle")}
      subject={student && t("studentWithEmail", { name: student.name, email: student.email })}
      description={t("unlinkStudentBody")}
      confirmLabel={t("unlink")}
      pendingLabel={t("unlinking")}
      pending={unlink.isPending}
      confirmDisabled={!student}
      destructive
      onConfirm={() => {
        if (!student) return;
        unlink.mutate(student.id, {
          onSuccess: () => {
            toast({ title: t("studentUnlinked"), description: student.email });
            onUnlinked?.(student);
          },
          onError: (error) => {
            toastFailure(error, t("failedToUnlink"));
          },
          onSettled: onClose,
        });
      }}
    />
  );
}
