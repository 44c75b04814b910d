import type { UsageResponse } from "@trophy/shared/schemas/developer";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { DEVELOPER_COPY } from "../copy";

type DailyStats = UsageResponse["dailyStats"];

/** "2025-01-15" (a UTC day) as a short local label such as "Jan 15". */
function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** Bars of the calls per day; loaded on demand with recharts (see usage-chart-card). */
export function UsageChart({ dailyStats }: { dailyStats: DailyStats }) {
  const data = dailyStats.map((day) => ({ label: dayLabel(day.date), calls: day.calls }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" strokeDasharray="3 3" />
        <XAxis
          dataKey="label"
          tickLine={false}
          axisLine={false}
          minTickGap={16}
          tick={{ fontSize: 12, fill: "#64748b" }}
        />
        <YAxis
          allowDecimals={false}
          tickLine={false}
          axisLine={false}
          width={44}
          tick={{ fontSize: 12, fill: "#64748b" }}
        />
        <Tooltip
          cursor={{ fill: "#fef3c7" }}
          contentStyle={{ borderRadius: 12, borderColor: "#e2e8f0", fontSize: 13 }}
        />
        <Bar
          dataKey="calls"
          name={DEVELOPER_COPY.callsLabel}
          fill="#f59e0b"
          radius={[4, 4, 0, 0]}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
