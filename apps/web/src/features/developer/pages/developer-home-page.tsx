import { API_RATE_LIMIT_PER_HOUR, DEVELOPER_APPROVAL_TIME } from "@trophy/shared/constants";
import { Activity, CalendarDays, CodeXml, Gauge, ShieldCheck } from "lucide-react";
import { DeveloperStatusBadge } from "@/components/developer-status-badge";
import { LoadError } from "@/components/load-error";
import { StatTile } from "@/components/stat-tile";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { WelcomeHeader } from "@/components/welcome-header";
import { COMMON_COPY } from "@/lib/copy";
import { fillTemplate } from "@/lib/fill-template";
import { formatNumber } from "@/lib/format";
import { countText } from "@/lib/i18n/define-copy";
import { useApiKey } from "../api/get-api-key";
import { useUsage } from "../api/get-usage";
import { QuickActions } from "../components/quick-actions";
import { RequestLogCard } from "../components/request-log-card";
import { UsageChartCard } from "../components/usage-chart-card";
import { DEVELOPER_COPY } from "../copy";
import { PLATFORM_COPY } from "../platform-copy";

/**
 * The developer dashboard. Its call counts are the live key's, as the chart's Live view and its
 * last use are: the test key's calls are counted apart (docs/product.md §2). When a load fails it
 * shows no key and zero calls (docs/product.md §8), without an error toast: the figures are
 * informative, the area stays usable. A line above the figures says they could not be loaded and
 * offers to try again, so the zeros are not taken as real.
 */
export function DeveloperHomePage() {
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
      <WelcomeHeader icon={CodeXml} intro={DEVELOPER_COPY.developerAreaIntro} />
      {loadError && <LoadError error={loadError} onRetry={retry} />}
      {key.isSuccess && !validated && (
        <Alert variant="warning">
          <ShieldCheck aria-hidden="true" />
          <AlertTitle>{COMMON_COPY.developerStatusPending}</AlertTitle>
          <AlertDescription>
            {fillTemplate(DEVELOPER_COPY.accountPendingBody, {
              approvalTime: DEVELOPER_APPROVAL_TIME,
            })}
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatTile
          icon={ShieldCheck}
          title={DEVELOPER_COPY.accountStatus}
          value={key.isPending ? undefined : <DeveloperStatusBadge validated={validated} />}
          hint={
            key.isPending
              ? undefined
              : key.data?.apiKey
                ? DEVELOPER_COPY.apiKeyActive
                : DEVELOPER_COPY.apiKeyNone
          }
        />
        <StatTile
          icon={Activity}
          title={DEVELOPER_COPY.totalCalls}
          value={calls(usage.data?.totalCalls)}
          hint={PLATFORM_COPY.liveCallsHint}
        />
        <StatTile
          icon={CalendarDays}
          title={DEVELOPER_COPY.todaysCalls}
          value={calls(dailyStats?.at(-1)?.calls)}
          hint={PLATFORM_COPY.liveCallsHint}
        />
        <StatTile
          icon={Gauge}
          title={DEVELOPER_COPY.rateLimit}
          value={
            <span className="text-lg">
              {countText("developer", "rateLimitValue", API_RATE_LIMIT_PER_HOUR)}
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
