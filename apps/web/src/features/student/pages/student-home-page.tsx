import { GraduationCap } from "lucide-react";
import { WelcomeHeader } from "@/components/welcome-header";
import { useGoal } from "../api/get-goal";
import { useRedemptionCount } from "../api/get-redemption-count";
import { useRewards } from "../api/get-rewards";
import { useTrophies } from "../api/get-trophies";
import { AffordableRewards } from "../components/affordable-rewards";
import { ConnectionRequests } from "../components/connection-requests";
import { GoalCard } from "../components/goal-card";
import { RecentActivity } from "../components/recent-activity";
import { StudentStats } from "../components/student-stats";
import { STUDENT_COPY } from "../copy";

/**
 * The student dashboard: four figures, the goal, recent activity, rewards in reach, and requests to
 * answer.
 * Everything holds its size while it loads; the requests, which may or may not exist, come last so
 * that their arrival pushes nothing on screen down.
 */
export function StudentHomePage() {
  const trophies = useTrophies();
  const rewards = useRewards();
  const redemptions = useRedemptionCount();
  const goal = useGoal();

  return (
    <div className="grid grid-cols-1 gap-6">
      <WelcomeHeader icon={GraduationCap} intro={STUDENT_COPY.studentAreaIntro} />
      <StudentStats trophies={trophies} rewards={rewards} redemptions={redemptions} />
      <GoalCard goal={goal} trophies={trophies} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0">
          <RecentActivity trophies={trophies} />
        </div>
        <div className="min-w-0">
          <AffordableRewards rewards={rewards} trophies={trophies} />
        </div>
      </div>
      <ConnectionRequests />
    </div>
  );
}
