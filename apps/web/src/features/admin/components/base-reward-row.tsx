import { useTranslation } from "react-i18next";
import type { AdminReward } from "@trophy/shared/schemas/admin-rewards";
import { Link } from "react-router";
import { RewardRow } from "@/components/reward-row";
import { fulfillmentsWithStatus } from "./fulfillment-filter";

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
  const { t } = useTranslation("adminRewards");
  return (
    <RewardRow
      reward={reward}
      copy={{
        rewardInactive: t("rewardInactive"),
        edit: t("edit"),
        deactivate: t("deactivate"),
        activate: t("activate"),
      }}
      flagOutOfStock
      counts={
        <>
          <span>{t("redeemed", { count: reward.redeemedCount })}</span>
          {reward.pendingCount > 0 && (
            <Link
              to={fulfillmentsWithStatus("pending")}
              className="font-medium text-amber-800 underline underline-offset-4"
            >
              {t("waiting", { count: reward.pendingCount })}
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
