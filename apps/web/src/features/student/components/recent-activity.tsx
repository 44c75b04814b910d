import { useTranslation } from "react-i18next";
import type { UseQueryResult } from "@tanstack/react-query";
import { STUDENT_DASHBOARD_TRANSACTIONS } from "@trophy/shared/constants";
import type { TrophiesResponse } from "@trophy/shared/schemas/student";
import { useId } from "react";
import { LoadError } from "@/components/load-error";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TransactionList, TransactionListSkeleton } from "./transaction-list";

/** The latest 5 transactions on the dashboard; rows of their size while they load. */
export function RecentActivity({ trophies }: { trophies: UseQueryResult<TrophiesResponse> }) {
  const { t } = useTranslation(["common", "student"]);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} aria-busy={trophies.isPending}>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {t("recentActivity")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {trophies.data ? (
          <TransactionList
            transactions={trophies.data.history.slice(0, STUDENT_DASHBOARD_TRANSACTIONS)}
            emptyText={t("student:noActivity")}
          />
        ) : trophies.isError ? (
          <LoadError error={trophies.error} onRetry={() => void trophies.refetch()} />
        ) : (
          <TransactionListSkeleton rows={STUDENT_DASHBOARD_TRANSACTIONS} />
        )}
      </CardContent>
    </Card>
  );
}
