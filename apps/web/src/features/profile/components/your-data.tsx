import type { User } from "@trophy/shared/schemas/user";
import { Download, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { fillTemplate } from "@/lib/fill-template";
import { formatLocalDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import {
  useCancelDeletionRequest,
  useDeleteAccount,
  useDeletionRequest,
  useDownloadMyData,
} from "../api/data-rights";
import { DATA_RIGHTS_COPY } from "../data-rights-copy";

/** A student's pending request, with Cancel. */
function PendingRequest() {
  const request = useDeletionRequest(true);
  const cancel = useCancelDeletionRequest();
  const pending = request.data?.request;
  if (!pending) return null;
  const onCancel = () => {
    // The promise, not mutate's callbacks: the refetch removes this button before they would run.
    cancel.mutateAsync().then(
      () => {
        toast({ title: DATA_RIGHTS_COPY.requestCancelled });
      },
      (error: unknown) => {
        toastFailure(error, DATA_RIGHTS_COPY.cancelFailed);
      },
    );
  };
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="min-w-0">
        {fillTemplate(DATA_RIGHTS_COPY.pendingRequest, {
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
        {cancel.isPending ? DATA_RIGHTS_COPY.cancelling : DATA_RIGHTS_COPY.cancelRequest}
      </Button>
    </div>
  );
}

/** "Your data" on every profile: download the export, delete the account after the password. */
export function YourData({ user }: { user: User }) {
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
        toast({ title: DATA_RIGHTS_COPY.downloaded });
      },
      (failure: unknown) => {
        toastFailure(failure, DATA_RIGHTS_COPY.downloadFailed);
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
      setError(DATA_RIGHTS_COPY.passwordRequired);
      return;
    }
    remove.mutateAsync({ password }).then(
      ({ status }) => {
        close(false);
        if (status === "deleted") toast({ title: DATA_RIGHTS_COPY.accountDeleted });
        else
          toast({
            title: DATA_RIGHTS_COPY.requestSent,
            description: DATA_RIGHTS_COPY.requestSentBody,
          });
      },
      (failure: unknown) => {
        toastFailure(failure, DATA_RIGHTS_COPY.deleteFailed);
      },
    );
  };

  return (
    <div className="grid gap-4">
      {isStudent && <PendingRequest />}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" disabled={download.isPending} onClick={onDownload}>
          <Download aria-hidden="true" />
          {download.isPending ? DATA_RIGHTS_COPY.downloading : DATA_RIGHTS_COPY.downloadMyData}
        </Button>
        <Button
          type="button"
          variant="dangerOutline"
          onClick={() => {
            setAsking(true);
          }}
        >
          <Trash2 aria-hidden="true" />
          {DATA_RIGHTS_COPY.deleteMyAccount}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={close}
        title={DATA_RIGHTS_COPY.deleteQuestion}
        description={isStudent ? DATA_RIGHTS_COPY.studentDeleteBody : DATA_RIGHTS_COPY.deleteBody}
        confirmLabel={DATA_RIGHTS_COPY.deleteMyAccount}
        pendingLabel={DATA_RIGHTS_COPY.deleting}
        pending={remove.isPending}
        destructive
        onConfirm={onConfirm}
      >
        <TextField
          id={passwordId}
          type="password"
          autoComplete="current-password"
          label={DATA_RIGHTS_COPY.passwordLabel}
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
