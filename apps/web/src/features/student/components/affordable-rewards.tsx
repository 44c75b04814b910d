import { STUDENT_DASHBOARD_REWARDS } from "@trophy/shared/constants";
import type { Reward } from "@trophy/shared/schemas/student";
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { COMMON_COPY } from "@/lib/copy";
import { isOutOfStock } from "./reward-stock";
import { TrophyAmount } from "@/components/trophy-amount";
import { paths } from "@/lib/paths";
import { EmptyState } from "@/components/empty-state";
import { STUDENT_COPY } from "../copy";

/** Up to 3 rewards the student can redeem now, and the way to all of them. */
interface AffordableRewardsProps {
  rewards: Reward[];
  balance: number;
  loading: boolean;
}

export function AffordableRewards({ rewards, balance, loading }: AffordableRewardsProps) {
  const titleId = useId();
  const affordable = rewards
    .filter((r) => r.trophyCost <= balance && !isOutOfStock(r))
    .slice(0, STUDENT_DASHBOARD_REWARDS);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id={titleId} className="text-lg">
          {STUDENT_COPY.affordableRewards}
        </CardTitle>
        <Button asChild variant="link" className="px-0">
          <Link to={paths.student.offerings}>
            {COMMON_COPY.viewAll}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : affordable.length === 0 ? (
          <EmptyState text={STUDENT_COPY.noAffordableRewards} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {affordable.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-3 py-3">
                <span className="min-w-0 truncate text-sm font-medium text-slate-900">
                  {r.title}
                </span>
                <TrophyAmount amount={r.trophyCost} className="shrink-0 text-sm" />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
