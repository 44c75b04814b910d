import type { UsageResponse } from "@trophy/shared/schemas/developer";
import { lazy, Suspense, useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { COMMON_COPY } from "@/lib/copy";
import { countText } from "@/lib/i18n/define-copy";
import { DEVELOPER_COPY } from "../copy";

// recharts is the largest piece of the area: it loads with the dashboard, not with the app.
const UsageChart = lazy(() => import("./usage-chart").then((m) => ({ default: m.UsageChart })));

interface UsageChartCardProps {
  /** Undefined while loading or after a failed load. */
  dailyStats: UsageResponse["dailyStats"] | undefined;
  /** The load failed: the page says so (with Try again) above its figures; here, no chart. */
  failed: boolean;
}

function ChartSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{DEVELOPER_COPY.loadingUsage}</span>
      <Skeleton className="h-[260px] w-full rounded-xl" />
    </div>
  );
}

/** The daily calls of the last days as a bar chart, with a text summary for screen readers. */
export function UsageChartCard({ dailyStats, failed }: UsageChartCardProps) {
  const titleId = useId();
  const total = dailyStats?.reduce((sum, day) => sum + day.calls, 0) ?? 0;
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0 lg:col-span-2">
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {DEVELOPER_COPY.dailyCalls}
        </CardTitle>
        {dailyStats ? (
          <CardDescription>
            {countText("developer", "dailyCallsBody", dailyStats.length)}
          </CardDescription>
        ) : (
          !failed && <Skeleton className="h-5 w-72 max-w-full" />
        )}
      </CardHeader>
      <CardContent>
        {failed ? (
          <p className="flex h-[260px] items-center justify-center text-sm text-slate-600">
            {COMMON_COPY.loadFailed}
          </p>
        ) : dailyStats ? (
          <>
            <p className="sr-only">{countText("developer", "dailyCallsSummary", total)}</p>
            <Suspense fallback={<ChartSkeleton />}>
              <UsageChart dailyStats={dailyStats} />
            </Suspense>
          </>
        ) : (
          <ChartSkeleton />
        )}
      </CardContent>
    </Card>
  );
}
