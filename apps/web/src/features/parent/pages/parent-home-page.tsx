import { MESSAGES } from "@trophy/shared/messages";
import { ClipboardCheck, Gift, HandHeart, Users } from "lucide-react";
import { WelcomeHeader } from "@/components/welcome-header";
import { useErrorToast } from "@/lib/use-error-toast";
import { useCustomRewards } from "../api/get-custom-rewards";
import { useFulfillments } from "../api/get-fulfillments";
import { useLinkedStudents } from "../api/get-linked-students";
import { CountTile } from "../components/count-tile";
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
        <CountTile icon={Users} title={MESSAGES.linkedStudents} count={students.data?.length} />
        <CountTile icon={Gift} title={MESSAGES.customRewards} count={rewards.data?.length} />
        <CountTile
          icon={ClipboardCheck}
          title={MESSAGES.pendingFulfillments}
          count={fulfillments.data?.filter((f) => f.status === "pending").length}
        />
      </div>
      <DashboardStudents students={students.data ?? []} loading={students.isPending} />
    </div>
  );
}
