import { useTranslation } from "react-i18next";
import type { RequestLogEntry } from "@trophy/shared/schemas/developer";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatLocalDateTime } from "@/lib/format";
import { useRequestLog } from "../api/get-request-log";
import { RECENT_CELL as CELL, RecentTable, RefreshButton } from "./recent-table";
import { statusTone } from "./status-tone";

function RequestRow({ entry }: { entry: RequestLogEntry }) {
  const { t } = useTranslation("developerPlatform");
  return (
    <tr className="border-b border-slate-100 last:border-0">
      <td className={`${CELL} whitespace-nowrap`}>{formatLocalDateTime(entry.createdAt)}</td>
      <td className={CELL}>
        <Badge variant={entry.livemode ? "default" : "warning"}>
          {entry.livemode ? t("live") : t("test")}
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
  const { t } = useTranslation("developerPlatform");
  const titleId = useId();
  const [failingFirst, setFailingFirst] = useState(false);
  const log = useRequestLog(failingFirst);
  const requests = log.data?.requests;
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id={titleId} className="text-lg">
            {t("requestLogTitle")}
          </CardTitle>
          <CardDescription>{t("requestLogBody")}</CardDescription>
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
            {t("failingFirst")}
          </Button>
          <RefreshButton
            fetching={log.isFetching}
            onRefresh={() => void log.refetch()}
            copy={{ refresh: t("refresh"), refreshing: t("refreshing") }}
          />
        </div>
      </CardHeader>
      <CardContent className="grid *:min-w-0">
        <RecentTable
          items={requests}
          failed={log.isError}
          error={log.error}
          onRetry={() => void log.refetch()}
          label={t("requestLogLabel")}
          loadingLabel={t("loadingRequests")}
          loadingRows={3}
          emptyText={t("noRequests")}
          maxHeight="max-h-96"
          columns={[
            { label: t("columnTime") },
            { label: t("columnKey") },
            { label: t("columnOperation") },
            { label: t("columnStatus") },
            { label: t("columnErrorCode") },
            { label: t("columnStudent") },
          ]}
          row={(entry) => <RequestRow key={entry.id} entry={entry} />}
        />
      </CardContent>
    </Card>
  );
}
