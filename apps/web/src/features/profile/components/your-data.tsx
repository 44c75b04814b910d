import { useTranslation } from "react-i18next";
import type { User } from "@trophy/shared/schemas/user";
import { Download, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { formatLocalDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import {
  useCancelDeletionRequest,
  useDeleteAccount,
  useDeletionRequest,
  useDownloadMyData,
} from "../api/data-rights";

/** A student's pending request, with Cancel. */
function PendingRequest() {
  const { t } = useTranslation("dataRights");
  const request = useDeletionRequest(true);
  const cancel = useCancelDeletionRequest();
  const pending = request.data?.request;
  if (!pending) return null;
  const onCancel = () => {
    // The promise, not mutate's callbacks: the refetch removes this button before they would run.
    cancel.mutateAsync().then(
      () => {
        toast({ title: t("requestCancelled") });
      },
      (error: unknown) => {
        toastFailure(error, t("cancelFailed"));
      },
    );
  };
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="min-w-0">
        {t("pendingRequest", {
          date: formatLocalDate(pending.requestedAt),
        })}
      </p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={cancel.isPending}
        onClick={onCancel}
      >
        {cancel.isPending ? t("cancelling") : t("cancelRequest")}
      </Button>
    </div>
  );
}

/** "Your data" on every profile: download the export, delete the account after the password. */
export function YourData({ user }: { user: User }) {
  const { t } = useTranslation("dataRights");
  const isStudent = user.user_type === "student";
  const download = useDownloadMyData();
  const remove = useDeleteAccount();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const passwordId = useId();

  const onDownload = () => {
    download.mutateAsync().then(
      () => {
        toast({ title: t("downloaded") });
      },
      (failure: unknown) => {
        toastFailure(failure, t("downloadFailed"));
      },
    );
  };

  const close = (open: boolean) => {
    setAsking(open);
    if (!open) {
      setPassword("");
      setError(undefined);
    }
  };

  const onConfirm = () => {
    if (!password) {
      setError(t("passwordRequired"));
      return;
    }
    remove.mutateAsync({ password }).then(
      ({ status }) => {
        close(false);
        if (status === "deleted") toast({ title: t("accountDeleted") });
        else
          toast({
            title: t("requestSent"),
            description: t("requestSentBody"),
          });
      },
      (failure: unknown) => {
        toastFailure(failure, t("deleteFailed"));
      },
    );
  };

  return (
    <div className="grid gap-4">
      {isStudent && <PendingRequest />}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" disabled={download.isPending} onClick={onDownload}>
          <Download aria-hidden="true" />
          {download.isPending ? t("downloading") : t("downloadMyData")}
        </Button>
        <Button
          type="button"
          variant="dangerOutline"
          onClick={() => {
            setAsking(true);
          }}
        >
          <Trash2 aria-hidden="true" />
          {t("deleteMyAccount")}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={close}
        title={t("deleteQuestion")}
        description={isStudent ? t("studentDeleteBody") : t("deleteBody")}
        confirmLabel={t("deleteMyAccount")}
        pendingLabel={t("deleting")}
        pending={remove.isPending}
        destructive
        onConfirm={onConfirm}
      >
        <TextField
          id={passwordId}
          type="password"
          autoComplete="current-password"
          label={t("passwordLabel")}
          value={password}
          error={error}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
        />
      </ConfirmDialog>
    </div>
  );
}
