import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import type { Transaction } from "@trophy/shared/schemas/student";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { TransactionList, TransactionListSkeleton } from "./transaction-list";

// A reversal takes an award back, so it sits with the earnings it corrects: that view then adds
// up to what the student really earned. Redemptions are what the student spent (holds for gift
// cards awaiting approval included), with the refunds of declined ones beside them. Labels are
// read when shown, so a language switch changes them.
const FILTERS = [
  { value: "all", label: () => i18next.t("common:tabAll"), shows: () => true },
  {
    value: "earnings",
    label: () => i18next.t("student:filterEarnings"),
    shows: (t: Transaction) => t.kind === "award" || t.kind === "reversal",
  },
  {
    value: "redemptions",
    label: () => i18next.t("student:filterRedemptions"),
    shows: (t: Transaction) => t.kind === "redemption" || t.kind === "refund" || t.kind === "hold",
  },
] as const;

type Filter = (typeof FILTERS)[number]["value"];

/** Every trophy transaction, newest first, filtered to earnings or redemptions on request. */
export function TransactionsPanel({ history }: { history: readonly Transaction[] }) {
  const { t } = useTranslation("student");
  const [filter, setFilter] = useState<Filter>("all");
  const shows = FILTERS.find((f) => f.value === filter)?.shows ?? (() => true);
  return (
    <div className="grid grid-cols-1 gap-4">
      <div role="group" aria-label={t("transactionFilter")} className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <Button
            key={f.value}
            size="sm"
            variant={filter === f.value ? "secondary" : "outline"}
            aria-pressed={filter === f.value}
            onClick={() => {
              setFilter(f.value);
            }}
          >
            {f.label()}
          </Button>
        ))}
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white px-5 shadow-sm">
        {history.length === 0 ? (
          <TransactionList transactions={[]} emptyText={t("noActivity")} />
        ) : (
          <TransactionList
            transactions={history.filter(shows)}
            emptyText={t("noTransactions")}
            emptyAction={
              filter === "redemptions" ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={paths.student.offerings}>{t("browseOfferings")}</Link>
                </Button>
              ) : undefined
            }
          />
        )}
      </div>
    </div>
  );
}

/** How many rows hold the list's place while it loads. */
const SKELETON_ROWS = 6;

/** The filters and rows of the panel, in outline, while the history loads. */
export function TransactionsPanelSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap gap-2">
        <Skeleton className="h-8 w-12" />
        <Skeleton className="h-8 w-20" />
        <Skeleton className="h-8 w-28" />
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white px-5 shadow-sm">
        <TransactionListSkeleton rows={SKELETON_ROWS} />
      </div>
    </div>
  );
}
