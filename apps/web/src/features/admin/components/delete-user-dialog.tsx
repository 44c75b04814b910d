import type { AdminUser } from "@trophy/shared/schemas/admin";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useDeleteUser } from "../api/delete-user";
import { DELETE_USER_COPY as COPY } from "../delete-user-copy";

/** The question before deleting `user`; closed while `user` is null. */
export function DeleteUserDialog({
  user,
  onClose,
}: {
  user: AdminUser | null;
  onClose: () => void;
}) {
  const remove = useDeleteUser();
  const confirm = () => {
    if (!user) return;
    const { email } = user;
    // The promise, not mutate's callbacks: the list reloads and re-renders the rows meanwhile.
    remove.mutateAsync(user.id).then(
      () => {
        toast({ title: COPY.userDeleted, description: email });
        onClose();
      },
      (error: unknown) => {
        toastFailure(error, COPY.deleteUserFailed);
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
      title={COPY.deleteUserQuestion}
      subject={user?.email}
      description={COPY.deleteUserBody}
      confirmLabel={COPY.deleteUser}
      pendingLabel={COPY.deleting}
      pending={remove.isPending}
      destructive
      onConfirm={confirm}
    />
  );
}
