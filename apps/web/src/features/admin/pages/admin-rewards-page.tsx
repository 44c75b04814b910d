import { useTranslation } from "react-i18next";
import type { AdminReward } from "@trophy/shared/schemas/admin-rewards";
import { Gift, Plus } from "lucide-react";
import { useId, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ADMIN_LIST_PAGE_SIZE } from "@/lib/client-constants";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useBaseRewards } from "../api/get-base-rewards";
import { useUpdateBaseReward } from "../api/update-base-reward";
import { BaseRewardForm, BASE_REWARD_TITLE_FIELD_ID } from "../components/base-reward-form";
import { BaseRewardRow } from "../components/base-reward-row";
import { EditBaseRewardDialog } from "../components/edit-base-reward-dialog";
import { ListPagination } from "../components/list-pagination";
import { ListSkeleton } from "../components/list-skeleton";

/**
 * The base rewards that are not gift cards (docs/product.md §2, /admin/rewards): the form for a
 * new one, then every one, newest first, active or not, 20 to a page, each with Edit and
 * Deactivate/Activate.
 */
export function AdminRewardsPage() {
  const { t } = useTranslation(["adminRewards", "common", "admin"]);
  const formTitleId = useId();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminReward | null>(null);
  const rewards = useBaseRewards({
    limit: ADMIN_LIST_PAGE_SIZE,
    offset: (page - 1) * ADMIN_LIST_PAGE_SIZE,
  });
  const toggle = useUpdateBaseReward();
  const toggleActive = (reward: AdminReward) => {
    toggle.mutate(
      { id: reward.id, body: { isActive: !reward.isActive } },
      {
        onSuccess: (updated) => {
          toast({
            title: updated.isActive ? t("rewardActivated") : t("rewardDeactivated"),
            description: updated.title,
          });
        },
        onError: (error) => {
          toastFailure(error, t("failedToUpdate"));
        },
      },
    );
  };
  const list = rewards.data?.rewards ?? [];

  return (
    <div className="grid gap-6 *:min-w-0">
      <PageHeader icon={Gift} title={t("common:rewards")} intro={t("rewardsIntro")} />
      <Card role="region" aria-labelledby={formTitleId}>
        <CardHeader>
          <CardTitle id={formTitleId} className="text-lg">
            {t("newReward")}
          </CardTitle>
          <CardDescription>{t("newRewardBody")}</CardDescription>
        </CardHeader>
        <CardContent>
          <BaseRewardForm />
        </CardContent>
      </Card>
      <h2 className="text-xl font-semibold text-slate-900">{t("baseRewards")}</h2>
      {rewards.isPending ? (
        <ListSkeleton lines={2} rows={3} />
      ) : rewards.isError ? (
        <LoadError error={rewards.error} onRetry={() => void rewards.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          variant="page"
          text={t("noRewards")}
          action={
            // The form is at the top of the page: start it at its first field.
            <Button
              onClick={() => {
                document.getElementById(BASE_REWARD_TITLE_FIELD_ID)?.focus();
              }}
            >
              <Plus aria-hidden="true" />
              {t("addReward")}
            </Button>
          }
        />
      ) : (
        <Card>
          <ul aria-label={t("baseRewards")} className="divide-y divide-slate-200">
            {list.map((reward) => (
              <BaseRewardRow
                key={reward.id}
                reward={reward}
                toggling={toggle.isPending && toggle.variables.id === reward.id}
                onEdit={setEditing}
                onToggleActive={toggleActive}
              />
            ))}
          </ul>
        </Card>
      )}
      {!rewards.isError && (
        <ListPagination
          page={page}
          pageSize={ADMIN_LIST_PAGE_SIZE}
          total={rewards.data?.total ?? 0}
          label={t("admin:rewardsPagination")}
          summary="showingRewards"
          onPageChange={setPage}
        />
      )}
      <EditBaseRewardDialog
        key={editing?.id ?? "none"}
        reward={editing}
        onClose={() => {
          setEditing(null);
        }}
      />
    </div>
  );
}
