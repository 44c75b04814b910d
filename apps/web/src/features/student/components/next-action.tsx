import { i18next } from "@/lib/i18n/i18n";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Goal, Reward } from "@trophy/shared/schemas/student";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { isOutOfStock } from "./reward-stock";
import { rewardTitleOf } from "@/lib/i18n/platform-text";

interface NextActionProps {
  goal: Goal;
  balance: number;
  rewards: UseQueryResult<Reward[]> | undefined;
}

/** What the student can do next, in words: redeem the goal, another reward, or look around. */
function nextActionText({ goal, balance, rewards }: NextActionProps): string {
  const reward = goal.reward;
  if (reward.isActive && balance >= reward.trophyCost) {
    return i18next.t("studentDashboard:redeemGoalNow", { title: rewardTitleOf(reward) });
  }
  const canRedeem = rewards?.data?.some((r) => r.trophyCost <= balance && !isOutOfStock(r));
  return canRedeem
    ? i18next.t("studentDashboard:redeemAReward")
    : i18next.t("studentDashboard:seeAllRewards");
}

/**
 * The dashboard's one primary action while a goal is pinned: every case leads to the offerings,
 * where redeeming happens; the words say what there is to do there.
 */
export function NextAction(props: NextActionProps) {
  return (
    // A long title wraps rather than being cut short.
    <Button asChild size="lg" className="h-auto min-h-12 w-full py-2 whitespace-normal sm:w-fit">
      <Link to={paths.student.offerings}>
        <span className="min-w-0 break-words">{nextActionText(props)}</span>
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
