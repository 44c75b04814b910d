import { useTranslation } from "react-i18next";
import type { ParentDeletionRequest } from "@trophy/shared/schemas/data-rights";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { formatLocalDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useAnswerDeletionRequest, useDeletionRequests } from "../api/deletion-requests";

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
  const { t } = useTranslation("parentDataRights");
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
          title: confirm ? t("accountDeleted") : t("requestRefused"),
          description: request.name,
        });
        if (confirm) onDeleted?.();
      },
      (error: unknown) => {
        setConfirming(null);
        toastFailure(error, t("answerFailed"));
      },
    );
  };

  return (
    <>
      {shown.map((request) => (
        <section
          key={request.studentId}
          aria-label={t("deletionAsked", {
            name: request.name,
            date: formatLocalDate(request.requestedAt),
          })}
          className="grid gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-slate-800"
        >
          <p className="flex items-start gap-2 font-medium text-slate-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
            <span className="min-w-0 wrap-anywhere">
              {t("deletionAsked", {
                name: request.name,
                date: formatLocalDate(request.requestedAt),
              })}
            </span>
          </p>
          <p>{t("deletionAskedBody")}</p>
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
              {t("confirmDeletion")}
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
              {answer.isPending && !confirming ? t("refusing") : t("refuseDeletion")}
            </Button>
          </div>
        </section>
      ))}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t("confirmQuestion", { name: confirming?.name ?? "" })}
        subject={confirming?.email}
        description={t("confirmBody")}
        confirmLabel={t("confirmDeletion")}
        pendingLabel={t("deleting")}
        pending={answer.isPending}
        destructive
        onConfirm={() => {
          if (confirming) send(confirming, true);
        }}
      />
    </>
  );
}
