import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";

interface GoalProgressProps {
  title: string;
  balance: number;
  cost: number;
}

/** The way to the goal: a bar with its value for assistive technology, and the same in words. */
export function GoalProgress({ title, balance, cost }: GoalProgressProps) {
  const { t } = useTranslation("studentGoal");
  const value = Math.min(Math.max(balance, 0), cost);
  const percent = cost > 0 ? (value / cost) * 100 : 100;
  const text = t("progressValue", { count: cost, balance: formatNumber(value) });
  return (
    <div className="grid gap-1.5">
      <div
        role="progressbar"
        aria-label={t("progressLabel", { title })}
        aria-valuemin={0}
        aria-valuemax={cost}
        aria-valuenow={value}
        aria-valuetext={text}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-strong motion-safe:transition-[width] motion-safe:duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm font-medium text-slate-700 tabular-nums">{text}</p>
    </div>
  );
}
