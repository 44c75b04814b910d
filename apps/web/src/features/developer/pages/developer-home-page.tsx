import { useTranslation } from "react-i18next";
import { API_RATE_LIMIT_PER_HOUR, DEVELOPER_APPROVAL_TIME } from "@trophy/shared/constants";
import { Activity, CalendarDays, CodeXml, Gauge, ShieldCheck } from "lucide-react";
import { DeveloperStatusBadge } from "@/components/developer-status-badge";
import { LoadError } from "@/components/load-error";
import { StatTile } from "@/components/stat-tile";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { WelcomeHeader } from "@/components/welcome-header";
import { formatNumber } from "@/lib/format";
import { useApiKey } from "../api/get-api-key";
import { useUsage } from "../api/get-usage";
import { QuickActions } from "../components/quick-actions";
import { RequestLogCard } from "../components/request-log-card";
import { UsageChartCard } from "../components/usage-chart-card";

/**
 * The developer dashboard. Its call counts are the live key's, as the chart's Live view and its
 * last use are: the test key's calls are counted apart (docs/product.md §2). When a load fails it
 * shows no key and zero calls (docs/product.md §8), without an error toast: the figures are
 * informative, the area stays usable. A line above the figures says they could not be loaded and
 * offers to try again, so the zeros are not taken as real.
 */
export function DeveloperHomePage() {
  const { t } = useTranslation(["developer", "common", "developerPlatform"]);
  const key = useApiKey();
  const usage = useUsage();
  const validated = key.data?.isValidated ?? false;
  const dailyStats = usage.data?.dailyStats;
  const calls = (value: number | undefined) =>
    usage.isPending ? undefined : formatNumber(value ?? 0);
  const loadError = key.error ?? usage.error;
  const retry = () => {
    if (key.isError) void key.refetch();
    if (usage.isError) void usage.refetch();
  };

  return (
    <div className="grid gap-6 *:min-w-0">
      <WelcomeHeader icon={CodeXml} intro={t("developerAreaIntro")} />
      {loadError && <LoadError error={loadError} onRetry={retry} />}
      {key.isSuccess && !validated && (
        <Alert variant="warning">
          <ShieldCheck aria-hidden="true" />
          <AlertTitle>{t("common:developerStatusPending")}</AlertTitle>
          <AlertDescription>
            {t("accountPendingBody", {
              approvalTime: DEVELOPER_APPROVAL_TIME,
            })}
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatTile
          icon={ShieldCheck}
          title={t("accountStatus")}
          value={key.isPending ? undefined : <DeveloperStatusBadge validated={validated} />}
          hint={key.isPending ? undefined : key.data?.apiKey ? t("apiKeyActive") : t("apiKeyNone")}
        />
        <StatTile
          icon={Activity}
          title={t("totalCalls")}
          value={calls(usage.data?.totalCalls)}
          hint={t("developerPlatform:liveCallsHint")}
        />
        <StatTile
          icon={CalendarDays}
          title={t("todaysCalls")}
          value={calls(dailyStats?.at(-1)?.calls)}
          hint={t("developerPlatform:liveCallsHint")}
        />
        <StatTile
          icon={Gauge}
          title={t("rateLimit")}
          value={
            <span className="text-lg">
              {t("developer:rateLimitValue", { count: API_RATE_LIMIT_PER_HOUR })}
            </span>
          }
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-3 *:min-w-0">
        <UsageChartCard usage={usage.data} failed={usage.isError} keys={key.data} />
        <QuickActions />
      </div>
      {validated && <RequestLogCard />}
    </div>
  );
}
