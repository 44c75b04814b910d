import type { UsageResponse } from "@trophy/shared/schemas/developer";
import { lazy, Suspense, useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { fillTemplate } from "@/lib/fill-template";
import { DEVELOPER_COPY } from "../copy";

// recharts is the largest piece of the area: it loads with the dashboard, not with the app.
const UsageChart = lazy(() => import("./usage-chart").then((m) => ({ default: m.UsageChart })));

/** The daily calls of the last days as a bar chart, with a text summary for screen readers. */
export function UsageChartCard({ dailyStats }: { dailyStats: UsageResponse["dailyStats"] }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="lg:col-span-2">
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {DEVELOPER_COPY.dailyCalls}
        </CardTitle>
        <CardDescription>
          {fillTemplate(DEVELOPER_COPY.dailyCallsBody, { days: dailyStats.length })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Suspense
          fallback={
            <div className="flex h-[260px] items-center justify-center">
              <Spinner />
            </div>
          }
        >
          <UsageChart dailyStats={dailyStats} />
        </Suspense>
      </CardContent>
    </Card>
  );
}
