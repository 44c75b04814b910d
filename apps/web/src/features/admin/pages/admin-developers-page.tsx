import type { Developer } from "@trophy/shared/schemas/developer";
import { CodeXml } from "lucide-react";
import { useEffect, useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { PageSpinner } from "@/components/ui/spinner";
import { COMMON_COPY } from "@/lib/copy";
import { useDevelopers } from "../api/get-developers";
import { ApproveDeveloperDialog } from "../components/approve-developer-dialog";
import { BudgetDialog } from "../components/budget-dialog";
import {
  DeveloperFilterButtons,
  matchesFilter,
  type DeveloperFilter,
} from "../components/developer-filter";
import { DeveloperRow } from "../components/developer-row";
import { RejectDeveloperDialog } from "../components/reject-developer-dialog";
import { EmptyState } from "@/components/empty-state";
import { ADMIN_COPY } from "../copy";

/**
 * The developer queue: filter, approve (after a confirm), reject (with an optional reason), set
 * each one's daily trophy budget, and open a validated developer's awards.
 */
export function AdminDevelopersPage() {
  const developers = useDevelopers();
  const [filter, setFilter] = useState<DeveloperFilter>("all");
  const [approving, setApproving] = useState<Developer | null>(null);
  const [rejecting, setRejecting] = useState<Developer | null>(null);
  const [budgeting, setBudgeting] = useState<Developer | null>(null);
  // List load failures are only logged (docs/product.md §8); the page then shows an empty list.
  useEffect(() => {
    if (developers.error) console.error("Failed to load developers", developers.error);
  }, [developers.error]);
  const shown = (developers.data ?? []).filter((d) => matchesFilter(d, filter));

  return (
    <div className="grid gap-6">
      <PageHeader
        icon={CodeXml}
        title={COMMON_COPY.developers}
        intro={ADMIN_COPY.adminDevelopersIntro}
      />
      <DeveloperFilterButtons value={filter} onChange={setFilter} />
      {developers.isPending ? (
        <PageSpinner />
      ) : shown.length === 0 ? (
        <EmptyState variant="page" text={ADMIN_COPY.noDevelopers} />
      ) : (
        <Card>
          <ul aria-label={COMMON_COPY.developers} className="divide-y divide-slate-200">
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
