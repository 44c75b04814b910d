import { useGoal } from "../api/get-goal";
import { useRedemptionCount } from "../api/get-redemption-count";
import { useRewards } from "../api/get-rewards";
import { useTrophies } from "../api/get-trophies";
import { AffordableRewards } from "../components/affordable-rewards";
import { ConnectionRequests } from "../components/connection-requests";
import { GoalCard } from "../components/goal-card";
import { RecentActivity } from "../components/recent-activity";
import { StudentStats } from "../components/student-stats";
import { StudentWelcome } from "../components/student-welcome";

/**
 * The student dashboard: four figures, the goal, recent activity, rewards in reach, and requests to
 * answer. On a phone the first screen holds the balance, the level and what the next one takes,
 * the goal with its progress, and the one next action.
 * Everything holds its size while it loads; the requests, which may or may not exist, come last so
 * that their arrival pushes nothing on screen down.
 */
export function StudentHomePage() {
  const trophies = useTrophies();
  const rewards = useRewards();
  const redemptions = useRedemptionCount();
  const goal = useGoal();

  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-6">
      <StudentWelcome />
      <StudentStats trophies={trophies} rewards={rewards} redemptions={redemptions} />
      <GoalCard goal={goal} trophies={trophies} rewards={rewards} />
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
