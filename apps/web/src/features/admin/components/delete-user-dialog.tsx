import { useTranslation } from "react-i18next";
import type { AdminUser } from "@trophy/shared/schemas/admin";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useDeleteUser } from "../api/delete-user";

/** The question before deleting `user`; closed while `user` is null. */
export function DeleteUserDialog({
  user,
  onClose,
}: {
  user: AdminUser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("adminDeleteUser");
  const remove = useDeleteUser();
  const confirm = () => {
    if (!user) return;
    const { email } = user;
    // The promise, not mutate's callbacks: the list reloads and re-renders the rows meanwhile.
    remove.mutateAsync(user.id).then(
      () => {
        toast({ title: t("userDeleted"), description: email });
        onClose();
      },
      (error: unknown) => {
        toastFailure(error, t("deleteUserFailed"));
        onClose();
      },
    );
  };
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("deleteUserQuestion")}
      subject={user?.email}
      description={t("deleteUserBody")}
      confirmLabel={t("deleteUser")}
      pendingLabel={t("deleting")}
      pending={remove.isPending}
      destructive
      onConfirm={confirm}
    />
  );
}
