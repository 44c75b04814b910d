import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import type { StudentActivityEntry } from "@trophy/shared/schemas/parent";
import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import type { Ref } from "react";
import { StatusBadge } from "@/components/status-badge";
import { cn } from "@/lib/cn";
import { formatLocalDateTime, formatRelativeTime, formatSignedAmount } from "@/lib/format";
import { usePlatformText } from "@/lib/i18n/platform-text";

/** Each kind's label and tone; read when shown, so a language switch changes them. */
const KINDS = {
  award: { label: () => i18next.t("parentActivity:kindAward"), tone: "success" },
  redemption: { label: () => i18next.t("parentActivity:kindRedemption"), tone: "default" },
  reversal: { label: () => i18next.t("parentActivity:kindReversal"), tone: "destructive" },
  refund: { label: () => i18next.t("parentActivity:kindRefund"), tone: "warning" },
  hold: { label: () => i18next.t("parentActivity:kindHold"), tone: "default" },
} as const;

/** One ledger entry: what, which app, when, and the trophies in (+) or out (-). */
function ActivityRow({ entry }: { entry: StudentActivityEntry }) {
  const { t } = useTranslation("parentActivity");
  const text = usePlatformText();
  const earned = entry.amount > 0;
  const Icon = earned ? ArrowUpRight : ArrowDownRight;
  const kind = KINDS[entry.kind];
  return (
    // Focusable from script only: Load more moves the focus to the first new entry.
    <li tabIndex={-1} className="flex items-center gap-3 px-4 py-3 outline-offset-[-2px]">
      <span
        className={cn(
          "flex size-9 shrink-0 items-center justify-center rounded-full",
          earned ? "bg-emerald-100 text-emerald-700" : "bg-rose-100 text-rose-700",
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          <span className="min-w-0 wrap-anywhere">
            {text(entry.descriptionText, entry.description)}
          </span>
          <StatusBadge tone={kind.tone} label={kind.label()} />
        </p>
        {entry.appName && (
          <p className="text-xs break-all text-slate-600">{t("fromApp", { app: entry.appName })}</p>
        )}
        <p className="text-xs text-slate-600">
          <time dateTime={entry.createdAt} title={formatLocalDateTime(entry.createdAt)}>
            {formatRelativeTime(entry.createdAt)}
          </time>
        </p>
      </div>
      <span
        className={cn(
          "shrink-0 text-sm font-semibold tabular-nums",
          earned ? "text-emerald-700" : "text-rose-700",
        )}
      >
        {formatSignedAmount(entry.amount)}
      </span>
    </li>
  );
}

/** A linked student's ledger entries as loaded so far, newest first. */
export function ActivityFeed({
  entries,
  label,
  ref,
}: {
  entries: readonly StudentActivityEntry[];
  label: string;
  /** The list, for focusing the first entry of a page just loaded. */
  ref?: Ref<HTMLUListElement>;
}) {
  return (
    <ul ref={ref} aria-label={label} className="divide-y divide-slate-200">
      {entries.map((entry) => (
        <ActivityRow key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
