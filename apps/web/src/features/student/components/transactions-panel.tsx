import type { Transaction } from "@trophy/shared/schemas/student";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { COMMON_COPY } from "@/lib/copy";
import { TransactionList } from "./transaction-list";
import { STUDENT_COPY } from "../copy";

// A reversal takes an award back, so it sits with the earnings it corrects: that view then adds
// up to what the student really earned. Redemptions are only what the student spent.
const FILTERS = [
  { value: "all", label: COMMON_COPY.tabAll, shows: () => true },
  {
    value: "earnings",
    label: STUDENT_COPY.filterEarnings,
    shows: (t: Transaction) => t.kind === "award" || t.kind === "reversal",
  },
  {
    value: "redemptions",
    label: STUDENT_COPY.filterRedemptions,
    shows: (t: Transaction) => t.kind === "redemption",
  },
] as const;

type Filter = (typeof FILTERS)[number]["value"];

/** Every trophy transaction, newest first, filtered to earnings or redemptions on request. */
export function TransactionsPanel({ history }: { history: readonly Transaction[] }) {
  const [filter, setFilter] = useState<Filter>("all");
  const shows = FILTERS.find((f) => f.value === filter)?.shows ?? (() => true);
  return (
    <div className="grid gap-4">
      <div
        role="group"
        aria-label={STUDENT_COPY.transactionFilter}
        className="flex flex-wrap gap-2"
      >
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
            {f.label}
          </Button>
        ))}
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white px-5 shadow-sm">
        <TransactionList
          transactions={history.filter(shows)}
          emptyText={STUDENT_COPY.noTransactions}
        />
      </div>
    </div>
  );
}
