import { STUDENT_DASHBOARD_TRANSACTIONS } from "@trophy/shared/constants";
import { MESSAGES } from "@trophy/shared/messages";
import type { Transaction } from "@trophy/shared/schemas/student";
import { useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TransactionList } from "./transaction-list";

/** The latest 5 transactions on the dashboard. */
export function RecentActivity({ history }: { history: readonly Transaction[] }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {MESSAGES.recentActivity}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <TransactionList
          transactions={history.slice(0, STUDENT_DASHBOARD_TRANSACTIONS)}
          emptyText={MESSAGES.noActivity}
        />
      </CardContent>
    </Card>
  );
}
