import type { AdminAward } from "@trophy/shared/schemas/admin";
import { Undo2 } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { fillTemplate } from "@/lib/fill-template";
import { formatLocalDate, formatTrophies } from "@/lib/format";
import { COMMON_COPY } from "@/lib/copy";
import { ADMIN_COPY } from "../copy";

interface AwardRowProps {
  award: AdminAward;
  onReverse: (award: AdminAward) => void;
}

/** One award: amount, what it was for, the student, when, and Reverse until it is reversed. */
export function AwardRow({ award, onReverse }: AwardRowProps) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 p-4">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900 tabular-nums">
            {formatTrophies(award.amount)}
          </span>
          <span className="min-w-0 wrap-anywhere text-slate-700">
            {award.description || COMMON_COPY.transactionDefault}
          </span>
          {award.reversedAt && (
            <StatusBadge
              tone="destructive"
              icon={Undo2}
              label={fillTemplate(ADMIN_COPY.awardReversedOn, {
                date: formatLocalDate(award.reversedAt),
              })}
            />
          )}
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="min-w-0 break-all">
            {fillTemplate(ADMIN_COPY.awardedTo, { email: award.studentEmail })}
          </span>
          <time dateTime={award.createdAt}>{formatLocalDate(award.createdAt)}</time>
        </div>
      </div>
      {!award.reversedAt && (
        <Button
          size="sm"
          variant="dangerOutline"
          onClick={() => {
            onReverse(award);
          }}
        >
          <Undo2 aria-hidden="true" />
          {ADMIN_COPY.reverseAward}
        </Button>
      )}
    </li>
  );
}
