import type { AdminReward } from "@trophy/shared/schemas/admin-rewards";
import { Link } from "react-router";
import { RewardRow } from "@/components/reward-row";
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
    <RewardRow
      reward={reward}
      copy={ADMIN_REWARDS_COPY}
      flagOutOfStock
      counts={
        <>
          <span>{adminRewardsCount("redeemed", reward.redeemedCount)}</span>
          {reward.pendingCount > 0 && (
            <Link
              to={fulfillmentsWithStatus("pending")}
              className="font-medium text-amber-800 underline underline-offset-4"
            >
              {adminRewardsCount("waiting", reward.pendingCount)}
            </Link>
          )}
        </>
      }
      toggling={toggling}
      onEdit={onEdit}
      onToggleActive={onToggleActive}
    />
  );
}
