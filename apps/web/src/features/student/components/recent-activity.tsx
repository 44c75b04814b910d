import { STUDENT_DASHBOARD_TRANSACTIONS } from "@trophy/shared/constants";
import type { Transaction } from "@trophy/shared/schemas/student";
import { useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { COMMON_COPY } from "@/lib/copy";
import { TransactionList } from "./transaction-list";
import { STUDENT_COPY } from "../copy";

/** The latest 5 transactions on the dashboard. */
export function RecentActivity({ history }: { history: readonly Transaction[] }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {COMMON_COPY.recentActivity}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <TransactionList
          transactions={history.slice(0, STUDENT_DASHBOARD_TRANSACTIONS)}
          emptyText={STUDENT_COPY.noActivity}
        />
      </CardContent>
    </Card>
  );
}
