import { achievementLevel } from "@trophy/shared/rules/achievement-level";
import { Award, Gift, GraduationCap, ShoppingBag, Trophy } from "lucide-react";
import { StatTile } from "@/components/stat-tile";
import { WelcomeHeader } from "@/components/welcome-header";
import { useErrorToast } from "@/lib/use-error-toast";
import { useConnectionRequests } from "../api/get-connection-requests";
import { useRedemptionCount } from "../api/get-redemption-count";
import { useRewards } from "../api/get-rewards";
import { useTrophies } from "../api/get-trophies";
import { AffordableRewards } from "../components/affordable-rewards";
import { ConnectionRequests } from "../components/connection-requests";
import { RecentActivity } from "../components/recent-activity";
import { STUDENT_COPY } from "../copy";

/** The student dashboard: requests to answer, four figures, recent activity, rewards in reach. */
export function StudentHomePage() {
  const trophies = useTrophies();
  const rewards = useRewards();
  const redemptions = useRedemptionCount();
  const requests = useConnectionRequests();
  useErrorToast(
    trophies.error ?? rewards.error ?? redemptions.error ?? requests.error,
    STUDENT_COPY.errorLoadingDashboardTitle,
    STUDENT_COPY.errorLoadingDashboard,
  );
  const redeemed = redemptions.data;

  return (
    <div className="grid gap-6">
      <WelcomeHeader icon={GraduationCap} intro={STUDENT_COPY.studentAreaIntro} />
      <ConnectionRequests />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile
          variant="count"
          icon={Trophy}
          title={STUDENT_COPY.trophyBalance}
          value={trophies.data?.balance}
        />
        <StatTile
          variant="count"
          icon={ShoppingBag}
          title={STUDENT_COPY.rewardsRedeemed}
          value={redeemed}
        />
        <StatTile
          variant="count"
          icon={Gift}
          title={STUDENT_COPY.availableRewards}
          value={rewards.data?.length}
        />
        <StatTile
          variant="count"
          icon={Award}
          title={STUDENT_COPY.achievementLevel}
          value={redeemed === undefined ? undefined : achievementLevel(redeemed)}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentActivity history={trophies.data?.history ?? []} />
        <AffordableRewards
          rewards={rewards.data ?? []}
          balance={trophies.data?.balance ?? 0}
          loading={rewards.isPending || trophies.isPending}
        />
      </div>
    </div>
  );
}
