import { MESSAGES } from "@trophy/shared/messages";
import { ClipboardCheck, Gift, HandHeart, Users } from "lucide-react";
import { StatTile } from "@/components/stat-tile";
import { WelcomeHeader } from "@/components/welcome-header";
import { useErrorToast } from "@/lib/use-error-toast";
import { useCustomRewards } from "../api/get-custom-rewards";
import { useFulfillments } from "../api/get-fulfillments";
import { useLinkedStudents } from "../api/get-linked-students";
import { DashboardStudents } from "../components/dashboard-students";

/** The parent/guide dashboard: three counts and the first linked students. */
export function ParentHomePage() {
  const students = useLinkedStudents();
  const rewards = useCustomRewards();
  const fulfillments = useFulfillments();
  useErrorToast(
    students.error ?? rewards.error ?? fulfillments.error,
    MESSAGES.errorLoadingDataTitle,
    MESSAGES.errorLoadingData,
  );

  return (
    <div className="grid gap-6">
      <WelcomeHeader icon={HandHeart} intro={MESSAGES.parentAreaIntro} />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatTile
          variant="count"
          icon={Users}
          title={MESSAGES.linkedStudents}
          value={students.data?.length}
        />
        <StatTile
          variant="count"
          icon={Gift}
          title={MESSAGES.customRewards}
          value={rewards.data?.length}
        />
        <StatTile
          variant="count"
          icon={ClipboardCheck}
          title={MESSAGES.pendingFulfillments}
          value={fulfillments.data?.filter((f) => f.status === "pending").length}
        />
      </div>
      <DashboardStudents students={students.data ?? []} loading={students.isPending} />
    </div>
  );
}
