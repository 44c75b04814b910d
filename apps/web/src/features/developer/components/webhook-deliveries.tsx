import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import type { WebhookDelivery } from "@trophy/shared/schemas/webhooks";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { StatusBadge } from "@/components/status-badge";
import { formatLocalDateTime, formatNumber } from "@/lib/format";
import { developerKeys } from "../api/developer-keys";
import { endpointHealthOutdated } from "../api/endpoint-health";
import { useWebhookDeliveries } from "../api/get-webhook-deliveries";
import { RECENT_CELL as CELL, RecentTable, RefreshButton } from "./recent-table";
import { ReplayDeliveriesButton } from "./replay-deliveries-button";

const STATUS = {
  pending: { tone: "default", label: () => i18next.t("developerWebhooks:statusPending") },
  delivered: { tone: "success", label: () => i18next.t("developerWebhooks:statusDelivered") },
  failed: { tone: "destructive", label: () => i18next.t("developerWebhooks:statusFailed") },
} as const;

/** The last answer: its HTTP code, or why there was none (a timeout, a refused connection). */
function lastResponse(delivery: WebhookDelivery): string {
  if (delivery.lastResponseCode !== null) return String(delivery.lastResponseCode);
  return delivery.lastError ?? "—";
}

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const status = STATUS[delivery.status];
  return (
    <tr className="border-b border-slate-100 last:border-0">
      <td className={`${CELL} font-mono text-xs whitespace-nowrap`}>{delivery.event}</td>
      <td className={CELL}>
        <StatusBadge tone={status.tone} label={status.label()} />
      </td>
      <td className={`${CELL} text-right tabular-nums`}>{formatNumber(delivery.attempts)}</td>
      <td className={`${CELL} max-w-48 break-words`}>{lastResponse(delivery)}</td>
      <td className={`${CELL} whitespace-nowrap`}>
        {delivery.nextRetryAt ? formatLocalDateTime(delivery.nextRetryAt) : "—"}
      </td>
      <td className={`${CELL} whitespace-nowrap`}>{formatLocalDateTime(delivery.createdAt)}</td>
    </tr>
  );
}

/**
 * An endpoint's recent deliveries with Replay (of the failed ones) and Refresh; the table scrolls
 * inside the card on a phone.
 * When they show the endpoint recovered or gave up, the endpoints list reloads for its new state.
 */
export function WebhookDeliveries({
  webhookId,
  url,
  failingSince,
}: {
  webhookId: string;
  url: string;
  failingSince: string | null;
}) {
  const { t } = useTranslation("developerWebhooks");
  const titleId = useId();
  const queryClient = useQueryClient();
  const deliveries = useWebhookDeliveries(webhookId);
  const list = deliveries.data;
  useEffect(() => {
    if (list && endpointHealthOutdated(failingSince, list)) {
      void queryClient.invalidateQueries({ queryKey: developerKeys.webhooks, exact: true });
    }
  }, [list, failingSince, queryClient]);
  return (
    <section aria-labelledby={titleId} className="grid gap-3 *:min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="font-semibold text-slate-900">
          {t("deliveriesTitle")}
        </h4>
        <div className="flex flex-wrap gap-2">
          <ReplayDeliveriesButton webhookId={webhookId} url={url} />
          <RefreshButton
            fetching={deliveries.isFetching}
            onRefresh={() => void deliveries.refetch()}
            copy={{ refresh: t("refresh"), refreshing: t("refreshing") }}
          />
        </div>
      </div>
      <RecentTable
        items={list}
        failed={deliveries.isError}
        error={deliveries.error}
        onRetry={() => void deliveries.refetch()}
        label={t("deliveriesLabel", { url })}
        loadingLabel={t("loadingDeliveries")}
        loadingRows={2}
        emptyText={t("noDeliveries")}
        emptyClassName="py-3"
        maxHeight="max-h-80"
        columns={[
          { label: t("columnEvent") },
          { label: t("columnStatus") },
          { label: t("columnAttempts"), numeric: true },
          { label: t("columnResponse") },
          { label: t("columnNextRetry") },
          { label: t("columnCreated") },
        ]}
        row={(delivery) => <DeliveryRow key={delivery.id} delivery={delivery} />}
      />
    </section>
  );
}
