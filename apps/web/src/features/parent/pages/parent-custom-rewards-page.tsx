import { Gift, Info } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageSpinner } from "@/components/ui/spinner";
import { useErrorToast } from "@/lib/use-error-toast";
import { COMMON_COPY } from "@/lib/copy";
import { useCustomRewards } from "../api/get-custom-rewards";
import { useLinkedStudents } from "../api/get-linked-students";
import { CustomRewardForm } from "../components/custom-reward-form";
import { CustomRewardRow } from "../components/custom-reward-row";
import { EmptyState } from "@/components/empty-state";
import { paths } from "@/lib/paths";
import { PARENT_COPY } from "../copy";

/** The form for a new custom reward, then every reward this parent/guide made. */
export function ParentCustomRewardsPage() {
  const students = useLinkedStudents();
  const rewards = useCustomRewards();
  const formTitleId = useId();
  useErrorToast(
    students.error ?? rewards.error,
    PARENT_COPY.errorLoadingDataTitle,
    PARENT_COPY.errorLoadingData,
  );
  const list = rewards.data ?? [];

  return (
    <div className="grid gap-6">
      <PageHeader
        icon={Gift}
        title={COMMON_COPY.customRewards}
        intro={PARENT_COPY.customRewardsIntro}
      />
      <Card role="region" aria-labelledby={formTitleId}>
        <CardHeader>
          <CardTitle id={formTitleId} className="text-lg">
            {PARENT_COPY.createCustomReward}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          {students.data?.length === 0 && (
            <Alert variant="info">
              <Info aria-hidden="true" />
              <AlertDescription>
                {PARENT_COPY.linkStudentFirst}{" "}
                <Link
                  to={paths.parent.students}
                  className="font-medium underline underline-offset-4"
                >
                  {COMMON_COPY.students}
                </Link>
              </AlertDescription>
            </Alert>
          )}
          <CustomRewardForm students={students.data ?? []} />
        </CardContent>
      </Card>
      <h2 className="text-xl font-semibold text-slate-900">{PARENT_COPY.yourCustomRewards}</h2>
      {rewards.isPending ? (
        <PageSpinner />
      ) : list.length === 0 ? (
        <EmptyState variant="page" text={PARENT_COPY.noCustomRewards} />
      ) : (
        <Card>
          <ul aria-label={PARENT_COPY.yourCustomRewards} className="divide-y divide-slate-200">
            {list.map((reward) => (
              <CustomRewardRow key={reward.id} reward={reward} />
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
