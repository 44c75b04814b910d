import { useTranslation } from "react-i18next";
import { ClipboardCheck, Gift, HandHeart, Users } from "lucide-react";
import { LoadError } from "@/components/load-error";
import { StatTile } from "@/components/stat-tile";
import { WelcomeHeader } from "@/components/welcome-header";
import { formatNumber } from "@/lib/format";
import { paths } from "@/lib/paths";
import { useCustomRewards } from "../api/get-custom-rewards";
import { useFulfillments } from "../api/get-fulfillments";
import { useLinkedStudents } from "../api/get-linked-students";
import { ConnectionAnswers } from "../components/connection-answers";
import { DashboardStudents } from "../components/dashboard-students";
import { GiftCardApprovals } from "../components/gift-card-approvals";
import { DeletionRequestsNotice } from "../components/deletion-requests-notice";
import { RewardsToFulfill } from "../components/rewards-to-fulfill";

/** What a count tile shows: a skeleton while loading, a dash when the load failed. */
function countValue(count: number | undefined, failed: boolean): string | undefined {
  if (failed) return "—";
  return count === undefined ? undefined : formatNumber(count);
}

/**
 * The parent/guide dashboard: what needs them first (nobody waits unseen, docs/product.md §2): the
 * gift cards waiting for their approval, the rewards to fulfil, their connection requests and the
 * students' answers, deletion requests; then three counts, each a link to its list, and the first
 * linked students.
 */
export function ParentHomePage() {
  const { t } = useTranslation(["parent", "common"]);
  const students = useLinkedStudents();
  const rewards = useCustomRewards();
  const fulfillments = useFulfillments();
  // The students' failure shows in their card below; the other counts share one line here.
  const countsError = rewards.error ?? fulfillments.error;
  const retryCounts = () => {
    if (rewards.isError) void rewards.refetch();
    if (fulfillments.isError) void fulfillments.refetch();
  };

  return (
    <div className="@container grid gap-6 *:min-w-0">
      <WelcomeHeader icon={HandHeart} intro={t("parentAreaIntro")} />
      <GiftCardApprovals students={students.data} />
      <RewardsToFulfill fulfillments={fulfillments.data} />
      <ConnectionAnswers />
      <DeletionRequestsNotice />
      {countsError && (
        <LoadError
          error={countsError}
          onRetry={retryCounts}
          title={t("errorLoadingDataTitle")}
          fallback={t("errorLoadingData")}
        />
      )}
      {/* Three columns only when the page (not the window) has room for the longest title. */}
      <div className="grid gap-4 @2xl:grid-cols-3">
        <StatTile
          variant="count"
          to={paths.parent.students}
          icon={Users}
          title={t("linkedStudents")}
          value={countValue(students.data?.length, students.isError)}
        />
        <StatTile
          variant="count"
          to={paths.parent.customRewards}
          icon={Gift}
          title={t("common:customRewards")}
          value={countValue(rewards.data?.length, rewards.isError)}
        />
        <StatTile
          variant="count"
          to={paths.parent.fulfillment}
          icon={ClipboardCheck}
          title={t("pendingFulfillments")}
          value={countValue(
            fulfillments.data?.filter((f) => f.status === "pending").length,
            fulfillments.isError,
          )}
        />
      </div>
      <DashboardStudents
        students={students.data}
        loading={students.isPending}
        error={students.error}
        onRetry={() => void students.refetch()}
      />
    </div>
  );
}
