import { useTranslation } from "react-i18next";
import { retentionResponseSchema, type RetentionResponse } from "@trophy/shared/schemas/privacy";
import { useCallback, useEffect, useState } from "react";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { apiRequest } from "@/lib/api-client";

type Retention = RetentionResponse["retention"];

/**
 * The retention schedule as the server keeps it (GET /api/privacy/retention): each kind of data
 * and its days, said in the reader's language by kind. The page is public, so no data layer.
 */
export function RetentionSchedule() {
  const { t } = useTranslation("legal");
  const [state, setState] = useState<{ retention?: Retention; error?: unknown }>({});
  const fetchSchedule = useCallback(() => {
    apiRequest("/api/privacy/retention", { schema: retentionResponseSchema, skipAuthRefresh: true })
      .then(({ retention }) => {
        setState({ retention });
      })
      .catch((error: unknown) => {
        setState({ error });
      });
  }, []);
  useEffect(fetchSchedule, [fetchSchedule]);
  const retry = () => {
    setState({});
    fetchSchedule();
  };

  if (state.error) return <LoadError error={state.error} onRetry={retry} />;
  if (!state.retention) {
    return (
      <div aria-busy="true" className="grid gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
      </div>
    );
  }
  return (
    <table className="w-full text-left text-sm text-slate-700">
      <caption className="sr-only">{t("retentionCaption")}</caption>
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
            {t("retentionKind")}
          </th>
          <th scope="col" className="py-2 font-semibold text-slate-900">
            {t("retentionKept")}
          </th>
        </tr>
      </thead>
      <tbody>
        {state.retention.map((entry) => (
          <tr key={entry.kind} className="border-b border-slate-100 align-top">
            <td className="py-2 pr-4 wrap-anywhere">{t(`retention_${entry.kind}`)}</td>
            <td className="py-2 whitespace-nowrap">{t("retentionDays", { count: entry.days })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
