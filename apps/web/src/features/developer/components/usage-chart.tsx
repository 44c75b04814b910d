import { i18next } from "@/lib/i18n/i18n";
import type { UsageDay } from "@trophy/shared/schemas/developer";
import { formatNumber } from "@/lib/format";
import { currentLanguage } from "@/lib/i18n/i18n";
import { barSegments, busiestDay } from "./usage-figures";

/** "2025-01-15" (a UTC day) as a short label in the reader's language, such as "Jan 15". */
export function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(currentLanguage(), {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** The outcomes in the order they stack, bottom up, with their colours. */
const OUTCOMES = [
  {
    key: "success",
    colour: "bg-emerald-500",
    label: () => i18next.t("developerPlatform:outcomeSuccess"),
  },
  {
    key: "clientErrors",
    colour: "bg-amber-500",
    label: () => i18next.t("developerPlatform:outcomeClientErrorLong"),
  },
  {
    key: "rateLimited",
    colour: "bg-red-500",
    label: () => i18next.t("developerPlatform:outcomeRateLimitedLong"),
  },
] as const;

/** What each colour means, above the chart. */
export function UsageLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
      {OUTCOMES.map(({ key, colour, label }) => (
        <li key={key} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`size-2.5 rounded-sm ${colour}`} />
          {label()}
        </li>
      ))}
    </ul>
  );
}

/**
 * Stacked bars of one mode's calls per day by outcome, drawn with CSS (no chart library in the
 * area's code). It is a picture: the totals sentence and the table beside it carry the figures
 * for screen readers, so the bars are hidden from them.
 */
export function UsageChart({ days }: { days: readonly UsageDay[] }) {
  const busiest = busiestDay(days);
  const first = days.at(0);
  const last = days.at(-1);
  return (
    <div aria-hidden="true" className="grid gap-1">
      <div className="flex items-baseline justify-between text-xs text-slate-600">
        <span>{formatNumber(busiest)}</span>
      </div>
      <div className="flex h-40 items-end gap-px border-b border-slate-200 sm:gap-0.5">
        {days.map((day) => {
          const segments = barSegments(day, busiest);
          return (
            <div
              key={day.date}
              title={`${dayLabel(day.date)}: ${formatNumber(day.calls)}`}
              className="flex h-full min-w-0 flex-1 flex-col-reverse"
            >
              {OUTCOMES.map(({ key, colour }) =>
                segments[key] > 0 ? (
                  <div
                    key={key}
                    className={`${colour} first:rounded-b-none last:rounded-t-sm`}
                    style={{ height: `${segments[key]}%` }}
                  />
                ) : null,
              )}
            </div>
          );
        })}
      </div>
      {first && last && (
        <div className="flex justify-between text-xs text-slate-600">
          <span>{dayLabel(first.date)}</span>
          <span>{dayLabel(last.date)}</span>
        </div>
      )}
    </div>
  );
}
