import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import { fillTemplate } from "@/lib/fill-template";
import { formatNumber } from "@/lib/format";
import { PARENT_GOAL_COPY, parentGoalCount } from "../goal-copy";

/** A linked student's goal under their name: what it is, and a bar of the way there. */
export function StudentGoal({ student }: { student: LinkedStudent }) {
  const { goal } = student;
  if (!goal) return null;
  const value = goal.trophyCost - goal.missing;
  const percent = goal.trophyCost > 0 ? (value / goal.trophyCost) * 100 : 100;
  const text = fillTemplate(parentGoalCount("progressValue", goal.trophyCost), {
    balance: formatNumber(value),
  });
  return (
    <div className="grid w-full gap-1">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="min-w-0 wrap-anywhere text-slate-700">
          {fillTemplate(PARENT_GOAL_COPY.goal, { title: goal.title })}
        </span>
        <span className="text-slate-600 tabular-nums">
          {goal.reached ? `${PARENT_GOAL_COPY.reached} · ${text}` : text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={fillTemplate(PARENT_GOAL_COPY.progressLabel, {
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
