import type { UsageResponse } from "@trophy/shared/schemas/developer";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { currentLanguage } from "@/lib/i18n/i18n";
import { DEVELOPER_COPY } from "../copy";

type DailyStats = UsageResponse["dailyStats"];

/** "2025-01-15" (a UTC day) as a short label in the reader's language, such as "Jan 15". */
function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(currentLanguage(), {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

// Colours from the palette's variables, so the chart follows the theme like the rest of the page.
const TICK = { fontSize: 12, fill: "var(--color-slate-600)" };

/** Bars of the calls per day; loaded on demand with recharts (see usage-chart-card). */
export function UsageChart({ dailyStats }: { dailyStats: DailyStats }) {
  const data = dailyStats.map((day) => ({ label: dayLabel(day.date), calls: day.calls }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
        <CartesianGrid vertical={false} stroke="var(--color-slate-200)" strokeDasharray="3 3" />
        <XAxis dataKey="label" tickLine={false} axisLine={false} minTickGap={16} tick={TICK} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={44} tick={TICK} />
        <Tooltip
          cursor={{ fill: "var(--color-amber-100)" }}
          contentStyle={{
            borderRadius: 12,
            borderColor: "var(--color-slate-200)",
            backgroundColor: "var(--color-white)",
            color: "var(--color-slate-900)",
            fontSize: 13,
          }}
        />
        <Bar
          dataKey="calls"
          name={DEVELOPER_COPY.callsLabel}
          fill="var(--color-amber-500)"
          radius={[4, 4, 0, 0]}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
