import type { RequestLogEntry } from "@trophy/shared/schemas/developer";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatLocalDateTime } from "@/lib/format";
import { useRequestLog } from "../api/get-request-log";
import { PLATFORM_COPY } from "../platform-copy";
import { RECENT_CELL as CELL, RecentTable, RefreshButton } from "./recent-table";
import { statusTone } from "./status-tone";

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
          <RefreshButton
            fetching={log.isFetching}
            onRefresh={() => void log.refetch()}
            copy={PLATFORM_COPY}
          />
        </div>
      </CardHeader>
      <CardContent className="grid *:min-w-0">
        <RecentTable
          items={requests}
          failed={log.isError}
          error={log.error}
          onRetry={() => void log.refetch()}
          label={PLATFORM_COPY.requestLogLabel}
          loadingLabel={PLATFORM_COPY.loadingRequests}
          loadingRows={3}
          emptyText={PLATFORM_COPY.noRequests}
          maxHeight="max-h-96"
          columns={[
            { label: PLATFORM_COPY.columnTime },
            { label: PLATFORM_COPY.columnKey },
            { label: PLATFORM_COPY.columnOperation },
            { label: PLATFORM_COPY.columnStatus },
            { label: PLATFORM_COPY.columnErrorCode },
            { label: PLATFORM_COPY.columnStudent },
          ]}
          row={(entry) => <RequestRow key={entry.id} entry={entry} />}
        />
      </CardContent>
    </Card>
  );
}
