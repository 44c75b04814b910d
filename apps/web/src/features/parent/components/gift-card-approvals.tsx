import type { Approval, LinkedStudent } from "@trophy/shared/schemas/parent";
import { BadgeCheck, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { TrophyAmount } from "@/components/trophy-amount";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { COMMON_COPY } from "@/lib/copy";
import { fillTemplate } from "@/lib/fill-template";
import { formatLocalDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useApprovals, useApproveGiftCard, useDeclineGiftCard } from "../api/approvals";
import { APPROVAL_COPY, waitingText } from "../approval-copy";
import { DeclineApprovalDialog } from "./decline-approval-dialog";
import { ListSkeleton } from "./list-skeleton";

/**
 * The dashboard's gift cards waiting for this parent/guide (docs/product.md §2): each with who
 * asked, the cost and the day, **Approve** and **Decline** (with a reason). Shown while a linked
 * student has the switch on or a card waits; a decided card leaves the list, and focus goes to the
 * section's heading, since its buttons are gone. The decisions are kept here, above the rows, and
 * awaited, so their outcome is told even though the row unmounts.
 */
export function GiftCardApprovals({
  students,
}: {
  students: readonly LinkedStudent[] | undefined;
}) {
  const approvals = useApprovals();
  const approve = useApproveGiftCard();
  const decline = useDeclineGiftCard();
  const [declining, setDeclining] = useState<Approval | null>(null);
  const [approvingId, setApprovingId] = useState<string | null>(null);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const anyOn = students?.some((s) => s.approveGiftCards) ?? false;
  const waiting = approvals.data ?? [];
  if (!anyOn && waiting.length === 0) return null;

  const onApprove = async (approval: Approval) => {
    setApprovingId(approval.id);
    try {
      await approve.mutateAsync(approval.id);
      toast({ title: APPROVAL_COPY.approved, description: approval.rewardTitle });
      heading.current?.focus();
    } catch (error) {
      toastFailure(error, APPROVAL_COPY.approveFailed);
    } finally {
      setApprovingId(null);
    }
  };
  const onDecline = async (approval: Approval, reason: string) => {
    try {
      await decline.mutateAsync({ id: approval.id, reason });
      toast({ title: APPROVAL_COPY.declined, description: approval.rewardTitle });
    } catch (error) {
      toastFailure(error, APPROVAL_COPY.declineFailed);
    } finally {
      setDeclining(null);
    }
  };

  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <div className="grid gap-1">
        <h2
          id={titleId}
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 focus:outline-none"
        >
          {APPROVAL_COPY.sectionTitle}
        </h2>
        <p className="text-sm text-slate-600">
          {waiting.length > 0 ? waitingText(waiting.length) : APPROVAL_COPY.sectionIntro}
        </p>
      </div>
      {approvals.isPending ? (
        <ListSkeleton label={APPROVAL_COPY.loading} rows={1} withAction />
      ) : approvals.isError ? (
        <LoadError error={approvals.error} onRetry={() => void approvals.refetch()} />
      ) : waiting.length === 0 ? (
        <EmptyState variant="page" text={APPROVAL_COPY.nothingWaiting} />
      ) : (
        <Card>
          <ul className="divide-y divide-slate-200">
            {waiting.map((a) => (
              <li
                key={a.id}
                aria-label={a.rewardTitle}
                className="flex flex-wrap items-center justify-between gap-4 p-4"
              >
                <div className="grid min-w-0 gap-1">
                  <span className="font-medium wrap-anywhere text-slate-900">{a.rewardTitle}</span>
                  <p className="text-sm wrap-anywhere text-slate-600">
                    {fillTemplate(APPROVAL_COPY.requestedBy, {
                      name: a.studentName,
                      email: a.studentEmail,
                    })}
                  </p>
                  <p className="text-sm text-slate-600">
                    {COMMON_COPY.redeemedOnLabel}{" "}
                    <time dateTime={a.createdAt}>{formatLocalDate(a.createdAt)}</time>
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <TrophyAmount amount={a.trophyCost} />
                  {/* The two answers stay together when the row wraps on a phone. */}
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      aria-disabled={approvingId !== null || undefined}
                      onClick={() => {
                        if (approvingId === null) void onApprove(a);
                      }}
                    >
                      <BadgeCheck aria-hidden="true" />
                      {approvingId === a.id ? APPROVAL_COPY.approving : APPROVAL_COPY.approve}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        setDeclining(a);
                      }}
                    >
                      <X aria-hidden="true" />
                      {APPROVAL_COPY.decline}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <DeclineApprovalDialog
        key={declining?.id ?? "none"}
        approval={declining}
        pending={decline.isPending}
        onClose={() => {
          setDeclining(null);
        }}
        onDecline={(approval, reason) => void onDecline(approval, reason)}
      />
    </section>
  );
}
