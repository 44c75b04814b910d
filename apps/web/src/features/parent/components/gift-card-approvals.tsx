import { useTranslation } from "react-i18next";
import type { Approval, LinkedStudent } from "@trophy/shared/schemas/parent";
import { BadgeCheck, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useApprovals, useApproveGiftCard, useDeclineGiftCard } from "../api/approvals";
import { DeclineApprovalDialog } from "./decline-approval-dialog";
import { ListSkeleton } from "./list-skeleton";
import { WaitingRow, WaitingSection } from "./waiting-list";
import { usePlatformText } from "@/lib/i18n/platform-text";

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
  const { t } = useTranslation("parentApproval");
  const text = usePlatformText();
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
      toast({
        title: t("approved"),
        description: text(approval.rewardTitleText, approval.rewardTitle),
      });
      heading.current?.focus();
    } catch (error) {
      toastFailure(error, t("approveFailed"));
    } finally {
      setApprovingId(null);
    }
  };
  const onDecline = async (approval: Approval, reason: string) => {
    try {
      await decline.mutateAsync({ id: approval.id, reason });
      toast({
        title: t("declined"),
        description: text(approval.rewardTitleText, approval.rewardTitle),
      });
    } catch (error) {
      toastFailure(error, t("declineFailed"));
    } finally {
      setDeclining(null);
    }
  };

  return (
    <WaitingSection
      titleId={titleId}
      headingRef={heading}
      title={t("sectionTitle")}
      summary={
        waiting.length > 0 ? t("waitingCount", { count: waiting.length }) : t("sectionIntro")
      }
    >
      {approvals.isPending ? (
        <ListSkeleton label={t("loading")} rows={1} withAction />
      ) : approvals.isError ? (
        <LoadError error={approvals.error} onRetry={() => void approvals.refetch()} />
      ) : waiting.length === 0 ? (
        <EmptyState variant="page" text={t("nothingWaiting")} />
      ) : (
        <Card>
          <ul className="divide-y divide-slate-200">
            {waiting.map((a) => (
              <WaitingRow
                key={a.id}
                redemption={a}
                who={t("requestedBy", { name: a.studentName, email: a.studentEmail })}
              >
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
                    {approvingId === a.id ? t("approving") : t("approve")}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      setDeclining(a);
                    }}
                  >
                    <X aria-hidden="true" />
                    {t("decline")}
                  </Button>
                </div>
              </WaitingRow>
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
    </WaitingSection>
  );
}
