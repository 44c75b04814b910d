import type { AdminReward } from "@trophy/shared/schemas/admin-rewards";
import { CircleSlash, Pause, Pencil, Play } from "lucide-react";
import { Link } from "react-router";
import { stockText } from "@/components/stock-text";
import { TrophyAmount } from "@/components/trophy-amount";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { COMMON_COPY } from "@/lib/copy";
import { fulfillmentsWithStatus } from "./fulfillment-filter";
import { ADMIN_REWARDS_COPY, adminRewardsCount } from "../rewards-copy";

interface BaseRewardRowProps {
  reward: AdminReward;
  onEdit: (reward: AdminReward) => void;
  onToggleActive: (reward: AdminReward) => void;
  /** While its activation changes, the toggle waits. */
  toggling?: boolean;
}

/**
 * One base reward: title, whether it is offered, description, stock ("Out of Stock" at 0, as
 * students read it), how often it was redeemed and how many of those wait (a link to them), its
 * cost, and Edit and Deactivate/Activate.
 */
export function BaseRewardRow({
  reward,
  onEdit,
  onToggleActive,
  toggling = false,
}: BaseRewardRowProps) {
  return (
    <li
      aria-label={reward.title}
      className={cn(
        "flex flex-wrap items-center justify-between gap-4 p-4",
        !reward.isActive && "bg-slate-50",
      )}
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium wrap-anywhere text-slate-900">{reward.title}</span>
          {!reward.isActive && (
            <Badge>
              <CircleSlash aria-hidden="true" />
              {ADMIN_REWARDS_COPY.rewardInactive}
            </Badge>
          )}
        </div>
        {reward.description && (
          <p className="text-sm wrap-anywhere text-slate-600">{reward.description}</p>
        )}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className={cn(reward.stock === 0 && "font-medium text-red-700")}>
            {COMMON_COPY.stockLabel}: {stockText(reward.stock)}
          </span>
          <span>{adminRewardsCount("redeemed", reward.redeemedCount)}</span>
          {reward.pendingCount > 0 && (
            <Link
              to={fulfillmentsWithStatus("pending")}
              className="font-medium text-amber-800 underline underline-offset-4"
            >
              {adminRewardsCount("waiting", reward.pendingCount)}
            </Link>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <TrophyAmount amount={reward.trophyCost} />
        <Button
          size="sm"
          variant="outline"
          aria-label={`${ADMIN_REWARDS_COPY.edit}: ${reward.title}`}
          onClick={() => {
            onEdit(reward);
          }}
        >
          <Pencil aria-hidden="true" />
          {ADMIN_REWARDS_COPY.edit}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={toggling}
          aria-label={`${reward.isActive ? ADMIN_REWARDS_COPY.deactivate : ADMIN_REWARDS_COPY.activate}: ${reward.title}`}
          onClick={() => {
            onToggleActive(reward);
          }}
        >
          {reward.isActive ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {reward.isActive ? ADMIN_REWARDS_COPY.deactivate : ADMIN_REWARDS_COPY.activate}
        </Button>
      </div>
    </li>
  );
}
