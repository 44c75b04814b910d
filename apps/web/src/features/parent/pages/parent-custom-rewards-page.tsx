import { useTranslation } from "react-i18next";
import type { ParentReward } from "@trophy/shared/schemas/parent";
import { Gift, Info, Plus } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/lib/paths";
import { useCustomRewards } from "../api/get-custom-rewards";
import { useLinkedStudents } from "../api/get-linked-students";
import { useUpdateCustomReward } from "../api/update-custom-reward";
import { CustomRewardForm, REWARD_STUDENT_FIELD_ID } from "../components/custom-reward-form";
import { CustomRewardRow } from "../components/custom-reward-row";
import { DeleteCustomRewardDialog } from "../components/delete-custom-reward-dialog";
import { EditCustomRewardDialog } from "../components/edit-custom-reward-dialog";
import { ListSkeleton } from "../components/list-skeleton";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useFocusReturn } from "@/lib/use-focus-return";
import { ConnectStudentLink } from "../components/connect-student-link";

const LIST_HEADING_ID = "your-custom-rewards";

/**
 * The form for a new custom reward, then every reward this parent/guide made, each with Edit,
 * Deactivate/Activate and Delete.
 */
export function ParentCustomRewardsPage() {
  const { t } = useTranslation(["parent", "parentRewards", "common"]);
  const students = useLinkedStudents();
  const rewards = useCustomRewards();
  const formTitleId = useId();
  const [editing, setEditing] = useState<ParentReward | null>(null);
  const [deleting, setDeleting] = useState<ParentReward | null>(null);
  const deleteFocus = useFocusReturn(deleting !== null);
  const toggle = useUpdateCustomReward();
  const toggleActive = (reward: ParentReward) => {
    toggle.mutate(
      { id: reward.id, body: { isActive: !reward.isActive } },
      {
        onSuccess: (updated) => {
          toast({
            title: updated.isActive
              ? t("parentRewards:rewardActivated")
              : t("parentRewards:rewardDeactivated"),
            description: updated.title,
          });
        },
        onError: (error) => {
          toastFailure(error, t("parentRewards:failedToUpdate"));
        },
      },
    );
  };
  const noStudents = students.data?.length === 0;

  return (
    <div className="grid gap-6 *:min-w-0">
      <PageHeader icon={Gift} title={t("common:customRewards")} intro={t("customRewardsIntro")} />
      <Card role="region" aria-labelledby={formTitleId}>
        <CardHeader>
          <CardTitle id={formTitleId} className="text-lg">
            {t("createCustomReward")}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          {students.isError && (
            <LoadError
              error={students.error}
              onRetry={() => void students.refetch()}
              title={t("errorLoadingDataTitle")}
              fallback={t("errorLoadingData")}
            />
          )}
          {noStudents && (
            <Alert variant="info">
              <Info aria-hidden="true" />
              <AlertDescription>
                {t("linkStudentFirst")}{" "}
                <Link
                  to={paths.parent.students}
                  className="font-medium underline underline-offset-4"
                >
                  {t("common:students")}
                </Link>
              </AlertDescription>
            </Alert>
          )}
          <CustomRewardForm students={students.data ?? []} />
        </CardContent>
      </Card>
      <h2
        id={LIST_HEADING_ID}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 focus:outline-none"
      >
        {t("yourCustomRewards")}
      </h2>
      {rewards.isPending ? (
        <ListSkeleton label={t("loadingRewards")} />
      ) : rewards.isError ? (
        <LoadError
          error={rewards.error}
          onRetry={() => void rewards.refetch()}
          title={t("errorLoadingDataTitle")}
          fallback={t("errorLoadingData")}
        />
      ) : rewards.data.length === 0 ? (
        <EmptyState
          variant="page"
          text={t("noCustomRewards")}
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
                {t("createCustomReward")}
              </Button>
            )
          }
        />
      ) : (
        <Card>
          <ul aria-label={t("yourCustomRewards")} className="divide-y divide-slate-200">
            {rewards.data.map((reward) => (
              <CustomRewardRow
                key={reward.id}
                reward={reward}
                toggling={toggle.isPending && toggle.variables.id === reward.id}
                onEdit={setEditing}
                onToggleActive={toggleActive}
                onDelete={(chosen) => {
                  deleteFocus.rememberOpener();
                  setDeleting(chosen);
                }}
              />
            ))}
          </ul>
        </Card>
      )}
      <EditCustomRewardDialog
        key={editing?.id ?? "none"}
        reward={editing}
        onClose={() => {
          setEditing(null);
        }}
      />
      <DeleteCustomRewardDialog
        reward={deleting}
        onClose={() => {
          setDeleting(null);
        }}
        onDone={(_, deleted) => {
          // A deleted reward's row is gone: the focus goes to the list's heading.
          if (deleted) deleteFocus.focusOnClose(LIST_HEADING_ID);
        }}
      />
    </div>
  );
}
