import { useTranslation } from "react-i18next";
import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import { Check, UserRoundPlus, X } from "lucide-react";
import { useId } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { formatLocalDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useAnswerLinkApproval, useLinkApprovals } from "../api/link-approvals";

/**
 * Under the consent age, a new parent/guide the student accepted is linked only once the parent
 * whose consent holds the account approves (docs/product.md, Privacy): each such adult, with
 * Approve and Refuse. Nothing when none waits.
 */
export function LinkApprovals({ student }: { student: LinkedStudent }) {
  const { t } = useTranslation("parentConsent");
  const approvals = useLinkApprovals(student.id);
  const answer = useAnswerLinkApproval();
  const titleId = useId();
  if (approvals.isPending) return null;
  if (approvals.isError)
    return <LoadError error={approvals.error} onRetry={() => void approvals.refetch()} />;
  if (approvals.data.length === 0) return null;

  const send = (linkId: string, adult: string, approve: boolean) => {
    answer.mutate(
      { studentId: student.id, linkId, approve },
      {
        onSuccess: () => {
          toast({ title: approve ? t("linkApproved") : t("linkRefused"), description: adult });
        },
        onError: (error) => {
          toastFailure(error, t("linkAnswerFailed"));
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
        <UserRoundPlus aria-hidden="true" className="size-5 shrink-0 text-sky-700" />
        {t("linkApprovalsTitle")}
      </h2>
      <p>{t("linkApprovalsIntro", { name: student.name })}</p>
      <ul className="grid gap-3">
        {approvals.data.map((approval) => (
          <li
            key={approval.id}
            aria-label={approval.parentEmail}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-3"
          >
            <div className="grid min-w-0 flex-1 basis-56 gap-0.5">
              <p className="font-medium wrap-anywhere text-slate-900">
                {t("linkApprovalRequest", {
                  parent: approval.parentName,
                  email: approval.parentEmail,
                  name: student.name,
                })}
              </p>
              <p className="text-slate-600">
                {t("linkApprovalAskedOn", { date: formatLocalDate(approval.requestedAt) })}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={answer.isPending}
                onClick={() => {
                  send(approval.id, approval.parentEmail, true);
                }}
              >
                <Check aria-hidden="true" />
                {t("linkApprove")}
              </Button>
              <Button
                size="sm"
                variant="dangerOutline"
                disabled={answer.isPending}
                onClick={() => {
                  send(approval.id, approval.parentEmail, false);
                }}
              >
                <X aria-hidden="true" />
                {t("linkRefuse")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
