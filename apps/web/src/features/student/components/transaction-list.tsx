import { useTranslation } from "react-i18next";
import type { Transaction } from "@trophy/shared/schemas/student";
import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import { StatusBadge } from "@/components/status-badge";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatLocalDate, formatSignedAmount } from "@/lib/format";
import { EmptyState } from "@/components/empty-state";
import { usePlatformText } from "@/lib/i18n/platform-text";

/**
 * Trophy transactions, newest first: what, when, and the amount earned (+) or spent (-). An award
 * an admin reversed is marked as taken back, so a negative entry the student did not spend
 * themselves is not mistaken for a purchase; a refund is a redemption the parent/guide declined;
 * a hold pays for a gift card that waits for (or got) a parent/guide's approval.
 */
export function TransactionList({
  transactions,
  emptyText,
  emptyAction,
}: {
  transactions: readonly Transaction[];
  emptyText: string;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation(["common", "student", "studentRefund", "studentApproval"]);
  const text = usePlatformText();
  if (transactions.length === 0) {
    return <EmptyState text={emptyText} action={emptyAction} />;
  }
  return (
    <ul className="divide-y divide-slate-100">
      {transactions.map((tx) => {
        const earned = tx.trophyAmount > 0;
        const Icon = earned ? ArrowUpRight : ArrowDownRight;
        return (
          <li key={tx.id} className="flex items-center gap-3 py-3">
            <span
              className={cn(
                "flex size-9 shrink-0 items-center justify-center rounded-full",
                earned ? "bg-emerald-100 text-emerald-700" : "bg-rose-100 text-rose-700",
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-slate-900">
                {/* Descriptions come from apps and parents, of any length: each wraps, whole. */}
                <span className="min-w-0 wrap-anywhere">
                  {text(tx.descriptionText, tx.description) || t("transactionDefault")}
                </span>
                {tx.kind === "reversal" && (
                  <StatusBadge tone="destructive" label={t("student:transactionTakenBack")} />
                )}
                {tx.kind === "refund" && (
                  <StatusBadge tone="warning" label={t("studentRefund:declined")} />
                )}
                {tx.kind === "hold" && (
                  <StatusBadge tone="default" label={t("studentApproval:held")} />
                )}
              </p>
              <p className="text-xs text-slate-600">
                <time dateTime={tx.createdAt}>{formatLocalDate(tx.createdAt)}</time>
              </p>
            </div>
            <span
              className={cn(
                "shrink-0 text-sm font-semibold tabular-nums",
                earned ? "text-emerald-700" : "text-rose-700",
              )}
            >
              {formatSignedAmount(tx.trophyAmount)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Rows of the list's size while it loads: an icon, two lines and an amount each. */
export function TransactionListSkeleton({ rows }: { rows: number }) {
  return (
    <ul aria-hidden="true" className="divide-y divide-slate-100">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex items-center gap-3 py-3">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="grid min-w-0 flex-1 gap-1.5">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-20" />
          </div>
          <Skeleton className="h-4 w-10 shrink-0" />
        </li>
      ))}
    </ul>
  );
}
