import { Gift, Info, Plus } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { COMMON_COPY } from "@/lib/copy";
import { paths } from "@/lib/paths";
import { useErrorToast } from "@/lib/use-error-toast";
import { useCustomRewards } from "../api/get-custom-rewards";
import { useLinkedStudents } from "../api/get-linked-students";
import { CustomRewardForm, REWARD_STUDENT_FIELD_ID } from "../components/custom-reward-form";
import { CustomRewardRow } from "../components/custom-reward-row";
import { ListSkeleton } from "../components/list-skeleton";
import { PARENT_COPY } from "../copy";
import { ConnectStudentLink } from "../components/connect-student-link";

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
  const noStudents = students.data?.length === 0;

  return (
    <div className="grid gap-6 *:min-w-0">
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
          {students.isError && (
            <LoadError error={students.error} onRetry={() => void students.refetch()} />
          )}
          {noStudents && (
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
        <ListSkeleton label={PARENT_COPY.loadingRewards} />
      ) : rewards.isError ? (
        <LoadError error={rewards.error} onRetry={() => void rewards.refetch()} />
      ) : rewards.data.length === 0 ? (
        <EmptyState
          variant="page"
          text={PARENT_COPY.noCustomRewards}
          action={
            noStudents ? (
              <ConnectStudentLink />
            ) : (
              // The form is at the top of the page: start it at its first field.
              <Button
                onClick={() => {
                  document.getElementById(REWARD_STUDENT_FIELD_ID)?.focus();
                }}
              >
                <Plus aria-hidden="true" />
                {PARENT_COPY.createCustomReward}
              </Button>
            )
          }
        />
      ) : (
        <Card>
          <ul aria-label={PARENT_COPY.yourCustomRewards} className="divide-y divide-slate-200">
            {rewards.data.map((reward) => (
              <CustomRewardRow key={reward.id} reward={reward} />
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
