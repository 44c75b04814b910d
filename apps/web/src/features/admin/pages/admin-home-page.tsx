import { Clock, CodeXml, GraduationCap, ShieldCheck, Users } from "lucide-react";
import { useEffect } from "react";
import { StatTile } from "@/components/stat-tile";
import { PageSpinner } from "@/components/ui/spinner";
import { WelcomeHeader } from "@/components/welcome-header";
import { COMMON_COPY } from "@/lib/copy";
import { useDashboardStats } from "../api/get-dashboard-stats";
import { useInventory } from "../api/get-inventory";
import { GiftCardSummary } from "../components/gift-card-summary";
import { RecentActivityCard } from "../components/recent-activity-card";
import { ADMIN_COPY } from "../copy";

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
      <WelcomeHeader icon={ShieldCheck} intro={ADMIN_COPY.adminAreaIntro} />
      {stats.isPending || inventory.isPending ? (
        <PageSpinner />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatTile
              icon={Users}
              title={ADMIN_COPY.totalUsers}
              value={stats.data?.totalUsers ?? 0}
            />
            <StatTile
              icon={GraduationCap}
              title={COMMON_COPY.students}
              value={stats.data?.totalStudents ?? 0}
            />
            <StatTile
              icon={CodeXml}
              title={COMMON_COPY.developers}
              value={stats.data?.totalDevelopers ?? 0}
            />
            <StatTile
              icon={Clock}
              title={ADMIN_COPY.pendingValidations}
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
