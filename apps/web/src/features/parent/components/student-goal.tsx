import { useTranslation } from "react-i18next";
import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import { formatNumber } from "@/lib/format";

/** A linked student's goal under their name: what it is, and a bar of the way there. */
export function StudentGoal({ student }: { student: LinkedStudent }) {
  const { t } = useTranslation("parentGoal");
  const { goal } = student;
  if (!goal) return null;
  const value = goal.trophyCost - goal.missing;
  const percent = goal.trophyCost > 0 ? (value / goal.trophyCost) * 100 : 100;
  const text = t("progressValue", { count: goal.trophyCost, balance: formatNumber(value) });
  return (
    <div className="grid w-full gap-1">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="min-w-0 wrap-anywhere text-slate-700">
          {t("goal", { title: goal.title })}
        </span>
        <span className="text-slate-600 tabular-nums">
          {goal.reached ? `${t("reached")} · ${text}` : text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t("progressLabel", {
          name: student.name,
          title: goal.title,
        })}
        aria-valuemin={0}
        aria-valuemax={goal.trophyCost}
        aria-valuenow={value}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-strong" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
