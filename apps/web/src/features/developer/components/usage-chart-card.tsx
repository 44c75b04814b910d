import { useTranslation } from "react-i18next";
import type { ApiKeyMode, ApiKeyResponse, UsageResponse } from "@trophy/shared/schemas/developer";
import { useId, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { lastUsedText } from "./key-texts";
import { ModeToggle } from "./mode-toggle";
import { UsageChart, UsageLegend } from "./usage-chart";
import { activeDaysNewestFirst, usageTotals } from "./usage-figures";
import { UsageTable } from "./usage-table";

interface UsageChartCardProps {
  /** Undefined while loading or after a failed load. */
  usage: UsageResponse | undefined;
  /** The load failed: the page says so (with Try again) above its figures; here, no chart. */
  failed: boolean;
  /** For the selected key's last use; undefined while it loads. */
  keys: ApiKeyResponse | undefined;
}

function ChartSkeleton() {
  const { t } = useTranslation("developer");
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{t("loadingUsage")}</span>
      <Skeleton className="h-[260px] w-full rounded-xl" />
    </div>
  );
}

function PeriodTotals({ days }: { days: UsageResponse["live"] }) {
  const { t } = useTranslation("developerPlatform");
  const totals = usageTotals(days);
  return (
    <p className="text-sm text-slate-600">
      {t("periodTotals", {
        count: totals.calls,
        success: formatNumber(totals.success),
        clientErrors: formatNumber(totals.clientErrors),
        rateLimited: formatNumber(totals.rateLimited),
        trophies: formatNumber(totals.trophies),
      })}
    </p>
  );
}

/**
 * The live or the test key's calls per day by outcome: stacked bars, the period's totals in a
 * sentence, and the days with calls in a table (trophies and distinct students too); a period
 * without calls says so instead of drawing an empty chart.
 */
export function UsageChartCard({ usage, failed, keys }: UsageChartCardProps) {
  const { t } = useTranslation(["developerPlatform", "developer", "common"]);
  const titleId = useId();
  const [mode, setMode] = useState<ApiKeyMode>("live");
  const days = usage?.[mode];
  const active = days ? activeDaysNewestFirst(days) : [];
  const key = mode === "live" ? keys?.apiKey : keys?.testApiKey;
  const lastUsedAt = mode === "live" ? keys?.apiKeyLastUsedAt : keys?.testApiKeyLastUsedAt;
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0 lg:col-span-2">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id={titleId} className="text-lg">
            {t("developer:dailyCalls")}
          </CardTitle>
          {days ? (
            <CardDescription>
              {t("developer:dailyCallsBody", { count: days.length })}
            </CardDescription>
          ) : (
            !failed && <Skeleton className="h-5 w-72 max-w-full" />
          )}
        </div>
        <ModeToggle value={mode} onChange={setMode} />
      </CardHeader>
      <CardContent className="grid gap-4 *:min-w-0">
        {failed ? (
          <p className="flex h-[260px] items-center justify-center text-sm text-slate-600">
            {t("common:loadFailed")}
          </p>
        ) : days ? (
          <>
            {key && <p className="text-sm text-slate-600">{lastUsedText(lastUsedAt ?? null)}</p>}
            {active.length > 0 ? (
              <>
                <UsageLegend />
                <UsageChart days={days} />
                <PeriodTotals days={days} />
                <UsageTable days={active} />
              </>
            ) : (
              <EmptyState text={mode === "live" ? t("noLiveCalls") : t("noTestCalls")} />
            )}
          </>
        ) : (
          <ChartSkeleton />
        )}
      </CardContent>
    </Card>
  );
}
