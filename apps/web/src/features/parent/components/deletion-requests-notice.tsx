import type { ParentDeletionRequest } from "@trophy/shared/schemas/data-rights";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { fillTemplate } from "@/lib/fill-template";
import { formatLocalDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useAnswerDeletionRequest, useDeletionRequests } from "../api/deletion-requests";
import { PARENT_DATA_RIGHTS_COPY as COPY } from "../data-rights-copy";

interface Props {
  /** Only this student's request (their page); every linked student's when absent (dashboard). */
  studentId?: string;
  /** After the account was deleted (the student's page leaves, the student is gone). */
  onDeleted?: () => void;
}

/**
 * A linked student's request to delete their account, with Confirm deletion (after a question)
 * and Refuse. Nothing while no request waits (a failed load included: the request stays and
 * shows on the next visit).
 */
export function DeletionRequestsNotice({ studentId, onDeleted }: Props) {
  const requests = useDeletionRequests();
  const answer = useAnswerDeletionRequest();
  const [confirming, setConfirming] = useState<ParentDeletionRequest | null>(null);
  const shown = (requests.data ?? []).filter((r) => !studentId || r.studentId === studentId);
  if (shown.length === 0 && !confirming) return null;

  const send = (request: ParentDeletionRequest, confirm: boolean) => {
    // The promise, not mutate's callbacks: the reload removes this notice before they would run.
    answer.mutateAsync({ studentId: request.studentId, confirm }).then(
      () => {
        setConfirming(null);
        toast({
          title: confirm ? COPY.accountDeleted : COPY.requestRefused,
          description: request.name,
        });
        if (confirm) onDeleted?.();
      },
      (error: unknown) => {
        setConfirming(null);
        toastFailure(error, COPY.answerFailed);
      },
    );
  };

  return (
    <>
      {shown.map((request) => (
        <section
          key={request.studentId}
          aria-label={fillTemplate(COPY.deletionAsked, {
            name: request.name,
            date: formatLocalDate(request.requestedAt),
          })}
          className="grid gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-slate-800"
        >
          <p className="flex items-start gap-2 font-medium text-slate-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
            <span className="min-w-0 wrap-anywhere">
              {fillTemplate(COPY.deletionAsked, {
                name: request.name,
                date: formatLocalDate(request.requestedAt),
              })}
            </span>
          </p>
          <p>{COPY.deletionAskedBody}</p>
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              size="sm"
              variant="destructive"
              disabled={answer.isPending}
              onClick={() => {
                setConfirming(request);
              }}
            >
              {COPY.confirmDeletion}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={answer.isPending}
              onClick={() => {
                send(request, false);
              }}
            >
              {answer.isPending && !confirming ? COPY.refusing : COPY.refuseDeletion}
            </Button>
          </div>
        </section>
      ))}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={fillTemplate(COPY.confirmQuestion, { name: confirming?.name ?? "" })}
        subject={confirming?.email}
        description={COPY.confirmBody}
        confirmLabel={COPY.confirmDeletion}
        pendingLabel={COPY.deleting}
        pending={answer.isPending}
        destructive
        onConfirm={() => {
          if (confirming) send(confirming, true);
        }}
      />
    </>
  );
}
