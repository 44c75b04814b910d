import type { ParentReward } from "@trophy/shared/schemas/parent";
import { RewardPicture } from "@/components/reward-picture";
import { RewardRow } from "@/components/reward-row";
import { fillTemplate } from "@/lib/fill-template";
import { PARENT_COPY } from "../copy";
import { REWARDS_COPY, rewardsCount } from "../rewards-copy";

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
  return (
    <RewardRow
      reward={reward}
      copy={REWARDS_COPY}
      id={customRewardRowId(reward.id)}
      picture={<RewardPicture picture={reward.picture} kind="custom" size="md" />}
      details={
        <p className="text-sm wrap-anywhere text-slate-600">
          {fillTemplate(PARENT_COPY.rewardForStudent, {
            name: reward.studentName,
            email: reward.studentEmail,
          })}
        </p>
      }
      counts={<span>{rewardsCount("redeemed", reward.redeemedCount)}</span>}
      toggling={toggling}
      onEdit={onEdit}
      onToggleActive={onToggleActive}
      onDelete={onDelete}
    />
  );
}
