import type { WebhookDelivery } from "@trophy/shared/schemas/webhooks";
import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useEffect, useId } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { ScrollRegion } from "@/components/scroll-region";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { fillTemplate } from "@/lib/fill-template";
import { formatLocalDateTime, formatNumber } from "@/lib/format";
import { developerKeys } from "../api/developer-keys";
import { endpointHealthOutdated } from "../api/endpoint-health";
import { useWebhookDeliveries } from "../api/get-webhook-deliveries";
import { WEBHOOKS_COPY } from "../webhooks-copy";

const HEAD = "px-2 py-1.5 text-left font-medium whitespace-nowrap";
const CELL = "px-2 py-1.5 align-top";

const STATUS = {
  pending: { tone: "default", label: () => WEBHOOKS_COPY.statusPending },
  delivered: { tone: "success", label: () => WEBHOOKS_COPY.statusDelivered },
  failed: { tone: "destructive", label: () => WEBHOOKS_COPY.statusFailed },
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
 * An endpoint's recent deliveries with Refresh; the table scrolls inside the card on a phone.
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
          {WEBHOOKS_COPY.deliveriesTitle}
        </h4>
        <Button
          size="sm"
          variant="outline"
          disabled={deliveries.isFetching}
          onClick={() => void deliveries.refetch()}
        >
          <RefreshCw aria-hidden="true" />
          {deliveries.isFetching ? WEBHOOKS_COPY.refreshing : WEBHOOKS_COPY.refresh}
        </Button>
      </div>
      {deliveries.isError && !list ? (
        <LoadError error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : !list ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">{WEBHOOKS_COPY.loadingDeliveries}</span>
          <Skeleton aria-hidden="true" className="h-16 w-full" />
        </div>
      ) : list.length === 0 ? (
        <EmptyState text={WEBHOOKS_COPY.noDeliveries} className="py-3" />
      ) : (
        <ScrollRegion
          aria-label={fillTemplate(WEBHOOKS_COPY.deliveriesLabel, { url })}
          className="max-h-80"
        >
          <table className="w-full text-sm">
            <thead className="sticky top-0 bg-white text-xs text-slate-600">
              <tr className="border-b border-slate-200">
                <th scope="col" className={HEAD}>
                  {WEBHOOKS_COPY.columnEvent}
                </th>
                <th scope="col" className={HEAD}>
                  {WEBHOOKS_COPY.columnStatus}
                </th>
                <th scope="col" className={`${HEAD} text-right`}>
                  {WEBHOOKS_COPY.columnAttempts}
                </th>
                <th scope="col" className={HEAD}>
                  {WEBHOOKS_COPY.columnResponse}
                </th>
                <th scope="col" className={HEAD}>
                  {WEBHOOKS_COPY.columnNextRetry}
                </th>
                <th scope="col" className={HEAD}>
                  {WEBHOOKS_COPY.columnCreated}
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-900">
              {list.map((delivery) => (
                <DeliveryRow key={delivery.id} delivery={delivery} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
