import { useTranslation } from "react-i18next";
import type { StudentActivityEntry, StudentActivityResponse } from "@trophy/shared/schemas/parent";
import { ArrowLeft, ChartColumn } from "lucide-react";
import { useId, useRef } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { TrophyAmount } from "@/components/trophy-amount";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatNumber } from "@/lib/format";
import { paths } from "@/lib/paths";
import { useLinkedStudents } from "../api/get-linked-students";
import { useStudentActivity } from "../api/get-student-activity";
import { StudentActivityChart } from "../components/activity-chart";
import { ApprovalSwitch } from "../components/approval-switch";
import { ActivityFeed } from "../components/activity-feed";
import { DeletionRequestsNotice } from "../components/deletion-requests-notice";
import { DownloadStudentData } from "../components/download-student-data";
import { LinkApprovals } from "../components/link-approvals";
import { LinkedStudentApps } from "../components/linked-student-apps";
import { ListSkeleton } from "../components/list-skeleton";
import { StudentConsent } from "../components/student-consent";

/**
 * The loaded pages as one list. An entry committed while the parent reads shifts the later pages
 * by one, so an entry can come twice; it is shown once.
 */
function entriesOf(pages: readonly StudentActivityResponse[]): StudentActivityEntry[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.entries)
    .filter((entry) => {
      if (seen.has(entry.id)) return false;
      seen.add(entry.id);
      return true;
    });
}

/** The ledger, page by page: the loaded entries, how many of all, and Load more. */
function Feed({ studentId, label }: { studentId: string; label: string }) {
  const { t } = useTranslation("parentActivity");
  const activity = useStudentActivity(studentId);
  const listRef = useRef<HTMLUListElement>(null);
  // Load more then disappears or stays behind the new rows: focus goes to the first new entry.
  const loadMore = async (shown: number) => {
    if (activity.isFetchingNextPage) return;
    const next = await activity.fetchNextPage();
    if (!next.isError) listRef.current?.querySelectorAll("li")[shown]?.focus();
  };
  if (activity.isPending) return <ListSkeleton label={t("loadingActivity")} rows={5} />;
  if (activity.isError && !activity.data)
    return <LoadError error={activity.error} onRetry={() => void activity.refetch()} />;
  const entries = entriesOf(activity.data.pages);
  const total = activity.data.pages.at(-1)?.total ?? 0;
  if (entries.length === 0) return <EmptyState variant="page" text={t("noActivity")} />;
  return (
    <div className="grid gap-4">
      <Card>
        <ActivityFeed ref={listRef} entries={entries} label={label} />
      </Card>
      {activity.isError && (
        <LoadError
          error={activity.error}
          onRetry={() =>
            void (activity.isFetchNextPageError ? activity.fetchNextPage() : activity.refetch())
          }
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {t("showing", {
            shown: formatNumber(entries.length),
            total: formatNumber(Math.max(total, entries.length)),
          })}
        </p>
        {activity.hasNextPage && !activity.isError && (
          <Button
            variant="outline"
            aria-disabled={activity.isFetchingNextPage}
            onClick={() => void loadMore(entries.length)}
          >
            {activity.isFetchingNextPage ? t("loadingMore") : t("loadMore")}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * One linked student as their parent/guide follows them: the balance, the last 30 days, the apps
 * that award them (each to stop or allow) and every ledger entry (which app awarded what, what
 * was redeemed, taken back or refunded). A student who
 * is not linked to this parent gets the server's refusal in the error state.
 */
export function ParentStudentPage() {
  const { t } = useTranslation("parentActivity");
  const { id = "" } = useParams();
  const students = useLinkedStudents();
  const student = students.data?.find((s) => s.id === id);
  const chartTitleId = useId();
  const feedTitleId = useId();
  const navigate = useNavigate();

  return (
    <div className="grid gap-6 *:min-w-0">
      <PageHeader
        icon={ChartColumn}
        title={student?.name ?? t("pageTitle")}
        intro={student ? t("pageIntro", { name: student.name }) : t("pageIntroUnnamed")}
      >
        <Button asChild variant="outline" size="sm">
          <Link to={paths.parent.students}>
            <ArrowLeft aria-hidden="true" />
            {t("backToStudents")}
          </Link>
        </Button>
        {student && <DownloadStudentData studentId={id} />}
      </PageHeader>
      <DeletionRequestsNotice
        studentId={id}
        onDeleted={() => void navigate(paths.parent.students)}
      />
      {student && <StudentConsent student={student} />}
      {student && student.consent === "given" && <LinkApprovals student={student} />}
      {student && <ApprovalSwitch student={student} />}
      <Card role="region" aria-labelledby={chartTitleId}>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
          <CardTitle id={chartTitleId} className="text-lg">
            {t("chartTitle")}
          </CardTitle>
          {student && (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              {t("balance")} <TrophyAmount amount={student.trophyBalance} />
            </p>
          )}
        </CardHeader>
        <CardContent>
          <StudentActivityChart studentId={id} name={student?.name ?? ""} size="large" />
        </CardContent>
      </Card>
      {student && <LinkedStudentApps studentId={id} name={student.name} />}
      <section aria-labelledby={feedTitleId} className="grid gap-4">
        <h2 id={feedTitleId} className="text-xl font-semibold text-slate-900">
          {t("feedTitle")}
        </h2>
        <Feed studentId={id} label={t("feedTitle")} />
      </section>
    </div>
  );
}
