import { useTranslation } from "react-i18next";
import { isGiftCardOfferingId } from "@trophy/shared/rules/gift-card-offering";
import type { Reward } from "@trophy/shared/schemas/student";
import { Target, X } from "lucide-react";
import { Button } from "@/components/ui/button";

/** What the reward cards need to pin a goal or drop it. */
export interface GoalControls {
  /** The pinned reward's id; null without a goal, undefined while it loads. */
  goalId: string | null | undefined;
  pending: boolean;
  onSet: (reward: Reward) => void;
  onRemove: (reward: Reward) => void;
}

/** Gift-card offerings are stock by denomination, not rewards a goal can point at. */
export function canBeGoal(reward: Reward): boolean {
  return reward.isActive && !isGiftCardOfferingId(reward.id);
}

/** "Set as goal" on a reward card, or "Remove goal" on the card of the pinned one. */
export function RewardGoalButton({ reward, controls }: { reward: Reward; controls: GoalControls }) {
  const { t } = useTranslation("studentGoal");
  if (!canBeGoal(reward)) return null;
  const pinned = controls.goalId === reward.id;
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={controls.goalId === undefined || controls.pending}
      onClick={() => {
        if (pinned) controls.onRemove(reward);
        else controls.onSet(reward);
      }}
    >
      {pinned ? <X aria-hidden="true" /> : <Target aria-hidden="true" />}
      {pinned ? t("removeGoal") : t("setAsGoal")}
    </Button>
  );
}
