import { Trophy } from "lucide-react";
import { useId } from "react";
import { Card } from "@/components/ui/card";
import { COMMON_COPY } from "@/lib/copy";
import { STUDENT_COPY } from "../copy";

/** The balance to spend, large, above the offerings. */
export function BalanceCard({ balance }: { balance: number | undefined }) {
  const titleId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="flex items-center gap-4 border-amber-200 bg-gradient-to-r from-amber-50 to-white p-6"
    >
      <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-amber-400 text-slate-950">
        <Trophy aria-hidden="true" className="size-7" />
      </span>
      <div className="grid gap-0.5">
        <h2 id={titleId} className="text-sm font-medium text-slate-600">
          {STUDENT_COPY.trophyBalance}
        </h2>
        <p className="text-3xl font-bold text-slate-900">
          {balance ?? "…"}{" "}
          <span className="text-base font-medium text-slate-500">{COMMON_COPY.trophies}</span>
        </p>
      </div>
    </Card>
  );
}
