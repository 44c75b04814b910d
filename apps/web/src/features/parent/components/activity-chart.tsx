import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import type { ActivityDay } from "@trophy/shared/schemas/parent";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { ScrollRegion } from "@/components/scroll-region";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { currentLanguage } from "@/lib/i18n/i18n";
import { useActivitySummary } from "../api/get-student-activity";

/** "2025-01-15" (a UTC day) as a short label in the reader's language, such as "Jan 15". */
function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(currentLanguage(), {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

const totalOf = (days: readonly ActivityDay[], key: "earned" | "spent") =>
  days.reduce((sum, day) => sum + day[key], 0);

/** The sentence a screen reader hears for the chart: whose (when known), how much in and out. */
export function chartSummary(name: string, days: readonly ActivityDay[]): string {
  return name
    ? i18next.t("parentActivity:chartSummary", {
        name,
        earned: formatNumber(totalOf(days, "earned")),
        spent: formatNumber(totalOf(days, "spent")),
      })
    : i18next.t("parentActivity:chartSummaryUnnamed", {
        name,
        earned: formatNumber(totalOf(days, "earned")),
        spent: formatNumber(totalOf(days, "spent")),
      });
}

/** A bar's share of the tallest one, with a sliver for any day that has something at all. */
const share = (value: number, max: number) => (value > 0 ? Math.max(4, (value / max) * 100) : 0);

/** What each colour means, with the month's two totals as text. */
function Legend({ days }: { days: readonly ActivityDay[] }) {
  const { t } = useTranslation("parentActivity");
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-2.5 rounded-sm bg-emerald-500" />
        {t("earned")}{" "}
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatNumber(totalOf(days, "earned"))}
        </span>
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-2.5 rounded-sm bg-rose-500" />
        {t("spent")}{" "}
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatNumber(totalOf(days, "spent"))}
        </span>
      </li>
    </ul>
  );
}

/** The days that had anything, newest first, as a table: the chart's figures as text. */
function Figures({ days }: { days: readonly ActivityDay[] }) {
  const { t } = useTranslation("parentActivity");
  const active = days.filter((d) => d.earned > 0 || d.spent > 0).reverse();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer rounded py-3 font-medium text-amber-700 hover:underline">
        {t("figures")}
      </summary>
      <ScrollRegion aria-label={t("figuresLabel")} className="mt-2 max-h-60">
        <table className="w-full">
          <thead className="sticky top-0 bg-white text-xs text-slate-600">
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                {t("day")}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                {t("earned")}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                {t("spent")}
              </th>
            </tr>
          </thead>
          <tbody className="text-slate-900">
            {active.map((day) => (
              <tr key={day.date} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="px-2 py-1.5 text-left font-normal whitespace-nowrap">
                  {dayLabel(day.date)}
                </th>
                <td className="px-2 py-1.5 text-right tabular-nums">{formatNumber(day.earned)}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">{formatNumber(day.spent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </details>
  );
}

interface ActivityChartProps {
  name: string;
  days: readonly ActivityDay[];
  /** `small` on the dashboard, beside other students; `large` on the student's own page. */
  size?: "small" | "large";
}

/**
 * Thirty days of trophies as bars drawn with CSS (no chart library in the client): earned above
 * the line, spent below it, both on one scale. The picture is one image with a summary sentence
 * for screen readers; the legend's totals and the daily table carry the figures as text.
 */
export function ActivityChart({ name, days, size = "small" }: ActivityChartProps) {
  const { t } = useTranslation("parentActivity");
  const max = Math.max(0, ...days.map((d) => Math.max(d.earned, d.spent)));
  if (max === 0) return <EmptyState text={t("quietMonth")} className="py-3" />;
  const half = size === "large" ? "h-20" : "h-10";
  const first = days.at(0);
  const last = days.at(-1);
  return (
    <div className="grid gap-2">
      <Legend days={days} />
      <div role="img" aria-label={chartSummary(name, days)} className="grid">
        <div className={cn("flex items-end gap-px border-b border-slate-300", half)}>
          {days.map((day) => (
            <div
              key={day.date}
              title={`${dayLabel(day.date)}: +${formatNumber(day.earned)}`}
              className="flex h-full min-w-0 flex-1 items-end"
            >
              {day.earned > 0 && (
                <div
                  className="w-full rounded-t-sm bg-emerald-500"
                  style={{ height: `${share(day.earned, max)}%` }}
                />
              )}
            </div>
          ))}
        </div>
        <div className={cn("flex items-start gap-px", half)}>
          {days.map((day) => (
            <div
              key={day.date}
              title={`${dayLabel(day.date)}: -${formatNumber(day.spent)}`}
              className="flex h-full min-w-0 flex-1 items-start"
            >
              {day.spent > 0 && (
                <div
                  className="w-full rounded-b-sm bg-rose-500"
                  style={{ height: `${share(day.spent, max)}%` }}
                />
              )}
            </div>
          ))}
        </div>
      </div>
      {first && last && (
        <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
          <span>{dayLabel(first.date)}</span>
          <span>{dayLabel(last.date)}</span>
        </div>
      )}
      <Figures days={days} />
    </div>
  );
}

/** The chart's place while it loads: a busy region of its size. */
function ChartSkeleton({ size }: { size: "small" | "large" }) {
  const { t } = useTranslation("parentActivity");
  return (
    <div role="status" aria-busy="true" className="grid gap-2">
      <span className="sr-only">{t("loadingChart")}</span>
      <Skeleton className="h-4 w-40" />
      <Skeleton className={size === "large" ? "h-40" : "h-20"} />
    </div>
  );
}

/** A linked student's last 30 days, loaded: the chart, or its loading and error states. */
export function StudentActivityChart({
  studentId,
  name,
  size = "small",
}: {
  studentId: string;
  name: string;
  size?: "small" | "large";
}) {
  const summary = useActivitySummary(studentId);
  if (summary.isPending) return <ChartSkeleton size={size} />;
  if (summary.isError)
    return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  return <ActivityChart name={name} days={summary.data} size={size} />;
}
