import { useTranslation } from "react-i18next";
import { ShieldCheck } from "lucide-react";
import { LoadError } from "@/components/load-error";
import { WelcomeHeader } from "@/components/welcome-header";
import { useDashboardStats } from "../api/get-dashboard-stats";
import { useInventory } from "../api/get-inventory";
import { DashboardTiles } from "../components/dashboard-tiles";
import { GiftCardSummary } from "../components/gift-card-summary";
import { RecentActivityCard } from "../components/recent-activity-card";

/**
 * The admin dashboard. Each part shows skeletons of its own size while it loads and, if its load
 * fails, says so where its figures would be, with Try again: never a zero that is not one.
 */
export function AdminHomePage() {
  const { t } = useTranslation("admin");
  const stats = useDashboardStats();
  const inventory = useInventory();
  const retryStats = () => void stats.refetch();

  return (
    <div className="grid gap-6">
      <WelcomeHeader icon={ShieldCheck} intro={t("adminAreaIntro")} />
      {stats.isError ? (
        <LoadError error={stats.error} onRetry={retryStats} />
      ) : (
        <DashboardTiles stats={stats.data} />
      )}
      <GiftCardSummary
        inventory={inventory.data}
        error={inventory.error}
        onRetry={() => void inventory.refetch()}
      />
      <RecentActivityCard
        activity={stats.data?.recentActivity}
        error={stats.error}
        onRetry={retryStats}
      />
    </div>
  );
}
