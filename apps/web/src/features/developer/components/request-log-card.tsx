import type { RequestLogEntry } from "@trophy/shared/schemas/developer";
import { RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { ScrollRegion } from "@/components/scroll-region";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatLocalDateTime } from "@/lib/format";
import { useRequestLog } from "../api/get-request-log";
import { PLATFORM_COPY } from "../platform-copy";
import { statusTone } from "./status-tone";

const HEAD = "px-2 py-1.5 text-left font-medium whitespace-nowrap";
const CELL = "px-2 py-1.5 align-top";

function RequestRow({ entry }: { entry: RequestLogEntry }) {
  return (
    <tr className="border-b border-slate-100 last:border-0">
      <td className={`${CELL} whitespace-nowrap`}>{formatLocalDateTime(entry.createdAt)}</td>
      <td className={CELL}>
        <Badge variant={entry.livemode ? "default" : "warning"}>
          {entry.livemode ? PLATFORM_COPY.live : PLATFORM_COPY.test}
        </Badge>
      </td>
      <td className={`${CELL} font-mono text-xs whitespace-nowrap`}>{entry.operation}</td>
      <td className={CELL}>
        <Badge variant={statusTone(entry.status)}>{entry.status}</Badge>
      </td>
      <td className={`${CELL} font-mono text-xs whitespace-nowrap`}>{entry.errorCode ?? "—"}</td>
      <td className={`${CELL} whitespace-nowrap`}>{entry.studentEmail ?? "—"}</td>
    </tr>
  );
}

function RequestsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-2">
      <span className="sr-only">{PLATFORM_COPY.loadingRequests}</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} aria-hidden="true" className="h-8 w-full" />
      ))}
    </div>
  );
}

/**
 * The last 100 calls of the developer's keys (time, key, operation, status, error code, student),
 * newest first or failing first; the table scrolls inside the card on a phone.
 */
export function RequestLogCard() {
  const titleId = useId();
  const [failingFirst, setFailingFirst] = useState(false);
  const log = useRequestLog(failingFirst);
  const requests = log.data?.requests;
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id={titleId} className="text-lg">
            {PLATFORM_COPY.requestLogTitle}
          </CardTitle>
          <CardDescription>{PLATFORM_COPY.requestLogBody}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={failingFirst ? "secondary" : "outline"}
            aria-pressed={failingFirst}
            onClick={() => {
              setFailingFirst(!failingFirst);
            }}
          >
            {PLATFORM_COPY.failingFirst}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={log.isFetching}
            onClick={() => void log.refetch()}
          >
            <RefreshCw aria-hidden="true" />
            {log.isFetching ? PLATFORM_COPY.refreshing : PLATFORM_COPY.refresh}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid *:min-w-0">
        {log.isError && !requests ? (
          <LoadError error={log.error} onRetry={() => void log.refetch()} />
        ) : !requests ? (
          <RequestsSkeleton />
        ) : requests.length === 0 ? (
          <EmptyState text={PLATFORM_COPY.noRequests} />
        ) : (
          <ScrollRegion aria-label={PLATFORM_COPY.requestLogLabel} className="max-h-96">
            <table className="w-full text-sm">
              <thead className="sticky top-0 bg-white text-xs text-slate-600">
                <tr className="border-b border-slate-200">
                  <th scope="col" className={HEAD}>
                    {PLATFORM_COPY.columnTime}
                  </th>
                  <th scope="col" className={HEAD}>
                    {PLATFORM_COPY.columnKey}
                  </th>
                  <th scope="col" className={HEAD}>
                    {PLATFORM_COPY.columnOperation}
                  </th>
                  <th scope="col" className={HEAD}>
                    {PLATFORM_COPY.columnStatus}
                  </th>
                  <th scope="col" className={HEAD}>
                    {PLATFORM_COPY.columnErrorCode}
                  </th>
                  <th scope="col" className={HEAD}>
                    {PLATFORM_COPY.columnStudent}
                  </th>
                </tr>
              </thead>
              <tbody className="text-slate-900">
                {requests.map((entry) => (
                  <RequestRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </CardContent>
    </Card>
  );
}
