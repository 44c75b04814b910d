import { ADMIN_AWARDS_PAGE_SIZE } from "@trophy/shared/constants";
import type { AdminAward } from "@trophy/shared/schemas/admin";
import { ArrowLeft, ListChecks } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/lib/paths";
import { useAwards } from "../api/get-awards";
import { useDevelopers } from "../api/get-developers";
import { AwardFilterForm } from "../components/award-filter-form";
import { AwardRow } from "../components/award-row";
import { ListPagination } from "../components/list-pagination";
import { ReverseAwardDialog } from "../components/reverse-award-dialog";
import { EmptyState } from "@/components/empty-state";
import { ADMIN_COPY } from "../copy";

/**
 * One developer's awards, newest first, 20 to a page, optionally for one student e-mail; each
 * can be reversed once. The developer's e-mail comes from the (cached) developer list.
 */
export function AdminDeveloperAwardsPage() {
  const { id = "" } = useParams();
  const [studentEmail, setStudentEmail] = useState("");
  const [page, setPage] = useState(1);
  const [reversing, setReversing] = useState<AdminAward | null>(null);
  const developer = useDevelopers().data?.find((d) => d.id === id);
  const awards = useAwards({
    developerId: id,
    studentEmail: studentEmail || undefined,
    limit: ADMIN_AWARDS_PAGE_SIZE,
    offset: (page - 1) * ADMIN_AWARDS_PAGE_SIZE,
  });
  // List load failures are only logged (docs/product.md §8); the page then shows an empty list.
  useEffect(() => {
    if (awards.error) console.error("Failed to load awards", awards.error);
  }, [awards.error]);
  const list = awards.data?.awards ?? [];

  return (
    <div className="grid gap-6">
      <PageHeader
        icon={ListChecks}
        title={ADMIN_COPY.developerAwardsTitle}
        intro={ADMIN_COPY.developerAwardsIntro}
      >
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.developers}>
            <ArrowLeft aria-hidden="true" />
            {ADMIN_COPY.backToDevelopers}
          </Link>
        </Button>
      </PageHeader>
      {developer && (
        <p className="text-slate-700">
          {ADMIN_COPY.awardsOf}{" "}
          <span className="font-medium text-slate-900">{developer.email}</span>
          {developer.companyName && ` (${developer.companyName})`}
        </p>
      )}
      <AwardFilterForm
        onSearch={(email) => {
          setStudentEmail(email);
          setPage(1);
        }}
      />
      {awards.isPending ? (
        <PageSpinner />
      ) : list.length === 0 ? (
        <EmptyState variant="page" text={ADMIN_COPY.noAwards} />
      ) : (
        <Card>
          <ul aria-label={ADMIN_COPY.awards} className="divide-y divide-slate-200">
            {list.map((award) => (
              <AwardRow key={award.id} award={award} onReverse={setReversing} />
            ))}
          </ul>
        </Card>
      )}
      <ListPagination
        page={page}
        pageSize={ADMIN_AWARDS_PAGE_SIZE}
        total={awards.data?.total ?? 0}
        label={ADMIN_COPY.awardsPagination}
        summary={ADMIN_COPY.showingAwards}
        onPageChange={setPage}
      />
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
