import { MESSAGES } from "@trophy/shared/messages";
import { Clock, CodeXml, GraduationCap, ShieldCheck, Users } from "lucide-react";
import { useEffect } from "react";
import { StatTile } from "@/components/stat-tile";
import { PageSpinner } from "@/components/ui/spinner";
import { WelcomeHeader } from "@/components/welcome-header";
import { useDashboardStats } from "../api/get-dashboard-stats";
import { useInventory } from "../api/get-inventory";
import { GiftCardSummary } from "../components/gift-card-summary";
import { RecentActivityCard } from "../components/recent-activity-card";

/**
 * The admin dashboard. Load failures are only logged (docs/product.md §8): the figures then read
 * zero.
 */
export function AdminHomePage() {
  const stats = useDashboardStats();
  const inventory = useInventory();
  useEffect(() => {
    if (stats.error) console.error("Failed to load dashboard stats", stats.error);
  }, [stats.error]);
  useEffect(() => {
    if (inventory.error) console.error("Failed to load gift card inventory", inventory.error);
  }, [inventory.error]);

  return (
    <div className="grid gap-6">
      <WelcomeHeader icon={ShieldCheck} intro={MESSAGES.adminAreaIntro} />
      {stats.isPending || inventory.isPending ? (
        <PageSpinner />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatTile
              icon={Users}
              title={MESSAGES.totalUsers}
              value={stats.data?.totalUsers ?? 0}
            />
            <StatTile
              icon={GraduationCap}
              title={MESSAGES.students}
              value={stats.data?.totalStudents ?? 0}
            />
            <StatTile
              icon={CodeXml}
              title={MESSAGES.developers}
              value={stats.data?.totalDevelopers ?? 0}
            />
            <StatTile
              icon={Clock}
              title={MESSAGES.pendingValidations}
              value={stats.data?.pendingValidations ?? 0}
            />
          </div>
          <GiftCardSummary inventory={inventory.data ?? []} />
          <RecentActivityCard activity={stats.data?.recentActivity ?? []} />
        </>
      )}
    </div>
  );
}
