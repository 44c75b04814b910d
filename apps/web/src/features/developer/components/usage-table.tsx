import { useTranslation } from "react-i18next";
import type { UsageDay } from "@trophy/shared/schemas/developer";
import { ScrollRegion } from "@/components/scroll-region";
import { formatNumber } from "@/lib/format";
import { dayLabel } from "./usage-chart";

const CELL = "px-2 py-1.5 text-right tabular-nums";

/** One mode's days with calls, newest first: each outcome, trophies and distinct students. */
export function UsageTable({ days }: { days: readonly UsageDay[] }) {
  const { t } = useTranslation("developerPlatform");
  return (
    <ScrollRegion aria-label={t("usageTableLabel")} className="max-h-72">
      <table className="w-full text-sm">
        <thead className="sticky top-0 bg-white text-xs text-slate-600">
          <tr className="border-b border-slate-200">
            <th scope="col" className="px-2 py-1.5 text-left font-medium">
              {t("dayLabel")}
            </th>
            <th scope="col" className={`${CELL} font-medium`}>
              {t("outcomeSuccess")}
            </th>
            <th scope="col" className={`${CELL} font-medium`}>
              <abbr title={t("outcomeClientErrorLong")} className="no-underline">
                {t("outcomeClientError")}
              </abbr>
            </th>
            <th scope="col" className={`${CELL} font-medium`}>
              <abbr title={t("outcomeRateLimitedLong")} className="no-underline">
                {t("outcomeRateLimited")}
              </abbr>
            </th>
            <th scope="col" className={`${CELL} font-medium`}>
              {t("trophiesLabel")}
            </th>
            <th scope="col" className={`${CELL} font-medium`}>
              {t("studentsLabel")}
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-900">
          {days.map((day) => (
            <tr key={day.date} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-2 py-1.5 text-left font-normal whitespace-nowrap">
                {dayLabel(day.date)}
              </th>
              <td className={CELL}>{formatNumber(day.success)}</td>
              <td className={CELL}>{formatNumber(day.clientErrors)}</td>
              <td className={CELL}>{formatNumber(day.rateLimited)}</td>
              <td className={CELL}>{formatNumber(day.trophies)}</td>
              <td className={CELL}>{formatNumber(day.students)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
