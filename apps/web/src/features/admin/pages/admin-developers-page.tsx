import { useTranslation } from "react-i18next";
import type { Developer } from "@trophy/shared/schemas/developer";
import { CodeXml } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDevelopers } from "../api/get-developers";
import { ApproveDeveloperDialog } from "../components/approve-developer-dialog";
import { BudgetDialog } from "../components/budget-dialog";
import {
  DeveloperFilterButtons,
  developerFilterFrom,
  developerFilterParams,
  matchesFilter,
} from "../components/developer-filter";
import { DeveloperRow } from "../components/developer-row";
import { ListSkeleton } from "../components/list-skeleton";
import { RejectDeveloperDialog } from "../components/reject-developer-dialog";

/**
 * The developer queue: filter (kept in the URL, `?status=pending`, so the dashboard can link to
 * it and a reload keeps it), approve (after a confirm), reject (with an optional reason), set each
 * one's daily trophy budget, and open a validated developer's awards.
 */
export function AdminDevelopersPage() {
  const { t } = useTranslation(["admin", "common"]);
  const developers = useDevelopers();
  const [params, setParams] = useSearchParams();
  const filter = developerFilterFrom(params);
  const [approving, setApproving] = useState<Developer | null>(null);
  const [rejecting, setRejecting] = useState<Developer | null>(null);
  const [budgeting, setBudgeting] = useState<Developer | null>(null);
  const showAll = () => {
    setParams(developerFilterParams("all"), { replace: true });
  };
  const shown = (developers.data ?? []).filter((d) => matchesFilter(d, filter));

  return (
    <div className="grid gap-6">
      <PageHeader icon={CodeXml} title={t("common:developers")} intro={t("adminDevelopersIntro")} />
      <DeveloperFilterButtons
        value={filter}
        onChange={(next) => {
          setParams(developerFilterParams(next), { replace: true });
        }}
      />
      {developers.isPending ? (
        <ListSkeleton lines={2} />
      ) : developers.isError ? (
        <LoadError error={developers.error} onRetry={() => void developers.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          variant="page"
          text={t("noDevelopers")}
          action={
            filter !== "all" && (
              <Button variant="outline" onClick={showAll}>
                {t("showAllDevelopers")}
              </Button>
            )
          }
        />
      ) : (
        <Card>
          <ul aria-label={t("common:developers")} className="divide-y divide-slate-200">
            {shown.map((developer) => (
              <DeveloperRow
                key={developer.id}
                developer={developer}
                onApprove={setApproving}
                onReject={setRejecting}
                onChangeBudget={setBudgeting}
              />
            ))}
          </ul>
        </Card>
      )}
      <ApproveDeveloperDialog
        developer={approving}
        onClose={() => {
          setApproving(null);
        }}
      />
      <RejectDeveloperDialog
        key={rejecting?.id ?? "none"}
        developer={rejecting}
        onClose={() => {
          setRejecting(null);
        }}
      />
      <BudgetDialog
        key={`budget-${budgeting?.id ?? "none"}`}
        developer={budgeting}
        onClose={() => {
          setBudgeting(null);
        }}
      />
    </div>
  );
}
