import type { ParentReward } from "@trophy/shared/schemas/parent";
import { CircleSlash, Pause, Pencil, Play, Trash2 } from "lucide-react";
import { RewardPicture } from "@/components/reward-picture";
import { stockText } from "@/components/stock-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { COMMON_COPY } from "@/lib/copy";
import { fillTemplate } from "@/lib/fill-template";
import { TrophyAmount } from "@/components/trophy-amount";
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
    <li
      id={customRewardRowId(reward.id)}
      tabIndex={-1}
      aria-label={reward.title}
      className={cn(
        "flex flex-wrap items-center justify-between gap-4 p-4",
        !reward.isActive && "bg-slate-50",
      )}
    >
      <RewardPicture picture={reward.picture} kind="custom" size="md" />
      <div className="grid min-w-0 flex-1 basis-48 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium wrap-anywhere text-slate-900">{reward.title}</span>
          {!reward.isActive && (
            <Badge>
              <CircleSlash aria-hidden="true" />
              {PARENT_COPY.rewardInactive}
            </Badge>
          )}
        </div>
        {reward.description && (
          <p className="text-sm wrap-anywhere text-slate-600">{reward.description}</p>
        )}
        <p className="text-sm wrap-anywhere text-slate-600">
          {fillTemplate(PARENT_COPY.rewardForStudent, {
            name: reward.studentName,
            email: reward.studentEmail,
          })}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span>
            {COMMON_COPY.stockLabel}: {stockText(reward.stock)}
          </span>
          <span>{rewardsCount("redeemed", reward.redeemedCount)}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <TrophyAmount amount={reward.trophyCost} />
        <Button
          size="sm"
          variant="outline"
          aria-label={`${REWARDS_COPY.edit}: ${reward.title}`}
          onClick={() => {
            onEdit(reward);
          }}
        >
          <Pencil aria-hidden="true" />
          {REWARDS_COPY.edit}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={toggling}
          aria-label={`${reward.isActive ? REWARDS_COPY.deactivate : REWARDS_COPY.activate}: ${reward.title}`}
          onClick={() => {
            onToggleActive(reward);
          }}
        >
          {reward.isActive ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {reward.isActive ? REWARDS_COPY.deactivate : REWARDS_COPY.activate}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={`${REWARDS_COPY.delete}: ${reward.title}`}
          onClick={() => {
            onDelete(reward);
          }}
        >
          <Trash2 aria-hidden="true" />
          {REWARDS_COPY.delete}
        </Button>
      </div>
    </li>
  );
}
