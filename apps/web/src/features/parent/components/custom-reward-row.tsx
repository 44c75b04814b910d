import { useTranslation } from "react-i18next";
import type { ParentReward } from "@trophy/shared/schemas/parent";
import { RewardPicture } from "@/components/reward-picture";
import { RewardRow } from "@/components/reward-row";

interface CustomRewardRowProps {
  reward: ParentReward;
  onEdit: (reward: ParentReward) => void;
  onToggleActive: (reward: ParentReward) => void;
  onDelete: (reward: ParentReward) => void;
  /** While its activation changes, the toggle waits. */
  toggling?: boolean;
}

/** The row's element id: focus lands on the row when its own button goes away. */
export const customRewardRowId = (id: string) => `custom-reward-${id}`;

/**
 * One custom reward: title, the student it is for, its cost, stock and redemptions, whether it is
 * paused, and Edit, Deactivate/Activate and Delete.
 */
export function CustomRewardRow({
  reward,
  onEdit,
  onToggleActive,
  onDelete,
  toggling = false,
}: CustomRewardRowProps) {
  const { t } = useTranslation(["parent", "parentRewards"]);
  return (
    <RewardRow
      reward={reward}
      copy={{
        rewardInactive: t("parentRewards:rewardInactive"),
        edit: t("parentRewards:edit"),
        deactivate: t("parentRewards:deactivate"),
        activate: t("parentRewards:activate"),
        delete: t("parentRewards:delete"),
      }}
      id={customRewardRowId(reward.id)}
      picture={<RewardPicture picture={reward.picture} kind="custom" size="md" />}
      details={
        <p className="text-sm wrap-anywhere text-slate-600">
          {t("rewardForStudent", {
            name: reward.studentName,
            email: reward.studentEmail,
          })}
        </p>
      }
      counts={<span>{t("parentRewards:redeemed", { count: reward.redeemedCount })}</span>}
      toggling={toggling}
      onEdit={onEdit}
      onToggleActive={onToggleActive}
      onDelete={onDelete}
    />
  );
}
