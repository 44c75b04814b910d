import { ClipboardCheck, Gift, HandHeart, Users } from "lucide-react";
import { StatTile } from "@/components/stat-tile";
import { WelcomeHeader } from "@/components/welcome-header";
import { useErrorToast } from "@/lib/use-error-toast";
import { COMMON_COPY } from "@/lib/copy";
import { useCustomRewards } from "../api/get-custom-rewards";
import { useFulfillments } from "../api/get-fulfillments";
import { useLinkedStudents } from "../api/get-linked-students";
import { DashboardStudents } from "../components/dashboard-students";
import { PARENT_COPY } from "../copy";

/** The parent/guide dashboard: three counts and the first linked students. */
export function ParentHomePage() {
  const students = useLinkedStudents();
  const rewards = useCustomRewards();
  const fulfillments = useFulfillments();
  useErrorToast(
    students.error ?? rewards.error ?? fulfillments.error,
    PARENT_COPY.errorLoadingDataTitle,
    PARENT_COPY.errorLoadingData,
  );

  return (
    <div className="grid gap-6">
      <WelcomeHeader icon={HandHeart} intro={PARENT_COPY.parentAreaIntro} />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatTile
          variant="count"
          icon={Users}
          title={PARENT_COPY.linkedStudents}
          value={students.data?.length}
        />
        <StatTile
          variant="count"
          icon={Gift}
          title={COMMON_COPY.customRewards}
          value={rewards.data?.length}
        />
        <StatTile
          variant="count"
          icon={ClipboardCheck}
          title={PARENT_COPY.pendingFulfillments}
          value={fulfillments.data?.filter((f) => f.status === "pending").length}
        />
      </div>
      <DashboardStudents students={students.data ?? []} loading={students.isPending} />
    </div>
  );
}
