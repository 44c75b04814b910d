import { useTranslation } from "react-i18next";
import { ADMIN_AWARDS_PAGE_SIZE } from "@trophy/shared/constants";
import type { AdminAward } from "@trophy/shared/schemas/admin";
import { ArrowLeft, ListChecks } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useAwards } from "../api/get-awards";
import { useDevelopers } from "../api/get-developers";
import { AwardFilterForm } from "../components/award-filter-form";
import { AwardRow } from "../components/award-row";
import { ListPagination } from "../components/list-pagination";
import { ListSkeleton } from "../components/list-skeleton";
import { ReverseAwardDialog } from "../components/reverse-award-dialog";

/** Who made the awards: the developer's e-mail and company, from the (cached) developer list. */
function AwardsOf({ developerId }: { developerId: string }) {
  const { t } = useTranslation("admin");
  const developers = useDevelopers();
  if (developers.isPending) return <Skeleton className="h-6 w-72 max-w-full" />;
  const developer = developers.data?.find((d) => d.id === developerId);
  if (!developer) return null;
  return (
    <p className="min-w-0 wrap-anywhere text-slate-700">
      {t("awardsOf")}{" "}
      <span className="font-medium break-all text-slate-900">{developer.email}</span>
      {developer.companyName && ` (${developer.companyName})`}
    </p>
  );
}

/**
 * One developer's awards, newest first, 20 to a page, optionally for one student e-mail; each
 * can be reversed once.
 */
export function AdminDeveloperAwardsPage() {
  const { t } = useTranslation("admin");
  const { id = "" } = useParams();
  const [studentEmail, setStudentEmail] = useState("");
  // A new key empties the filter box (Show all awards).
  const [filterKey, setFilterKey] = useState(0);
  const [page, setPage] = useState(1);
  const [reversing, setReversing] = useState<AdminAward | null>(null);
  const awards = useAwards({
    developerId: id,
    studentEmail: studentEmail || undefined,
    limit: ADMIN_AWARDS_PAGE_SIZE,
    offset: (page - 1) * ADMIN_AWARDS_PAGE_SIZE,
  });
  const filter = (email: string) => {
    setStudentEmail(email);
    setPage(1);
  };
  const list = awards.data?.awards ?? [];

  return (
    <div className="grid gap-6">
      <PageHeader
        icon={ListChecks}
        title={t("developerAwardsTitle")}
        intro={t("developerAwardsIntro")}
      >
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.developers}>
            <ArrowLeft aria-hidden="true" />
            {t("backToDevelopers")}
          </Link>
        </Button>
      </PageHeader>
      <AwardsOf developerId={id} />
      <AwardFilterForm key={filterKey} onSearch={filter} />
      {awards.isPending ? (
        <ListSkeleton />
      ) : awards.isError ? (
        <LoadError error={awards.error} onRetry={() => void awards.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          variant="page"
          text={t("noAwards")}
          action={
            studentEmail && (
              <Button
                variant="outline"
                onClick={() => {
                  filter("");
                  setFilterKey((key) => key + 1);
                }}
              >
                {t("showAllAwards")}
              </Button>
            )
          }
        />
      ) : (
        <Card>
          <ul aria-label={t("awards")} className="divide-y divide-slate-200">
            {list.map((award) => (
              <AwardRow key={award.id} award={award} onReverse={setReversing} />
            ))}
          </ul>
        </Card>
      )}
      {!awards.isError && (
        <ListPagination
          page={page}
          pageSize={ADMIN_AWARDS_PAGE_SIZE}
          total={awards.data?.total ?? 0}
          label={t("awardsPagination")}
          summary="showingAwards"
          onPageChange={setPage}
        />
      )}
      <ReverseAwardDialog
        key={reversing?.id ?? "none"}
        award={reversing}
        onClose={() => {
          setReversing(null);
        }}
      />
    </div>
  );
}
