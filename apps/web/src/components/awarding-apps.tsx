import { useTranslation } from "react-i18next";
import type { UseQueryResult } from "@tanstack/react-query";
import type { StudentApp } from "@trophy/shared/schemas/student-apps";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { AwardingAppRow, type AppsViewer, type SetAppBlocked } from "./awarding-app-row";

interface AwardingAppsProps {
  apps: UseQueryResult<StudentApp[]>;
  viewer: AppsViewer;
  /** Names the list for assistive technology: the heading of the section it sits in. */
  label: string;
  setBlocked: SetAppBlocked;
}

/**
 * The apps that awarded a student, each with Stop or Allow (docs/product.md §4, Privacy towards
 * apps): the student's profile and their parent/guide's page show the same list.
 */
export function AwardingApps({ apps, viewer, label, setBlocked }: AwardingAppsProps) {
  const { t } = useTranslation("apps");
  if (apps.isPending) {
    return (
      <div role="status" aria-busy="true" className="grid gap-2">
        <span className="sr-only">{t("loading")}</span>
        <Skeleton aria-hidden="true" className="h-5 w-48 max-w-full" />
        <Skeleton aria-hidden="true" className="h-4 w-64 max-w-full" />
      </div>
    );
  }
  if (apps.isError) {
    return <LoadError error={apps.error} onRetry={() => void apps.refetch()} />;
  }
  if (apps.data.length === 0) {
    const empty =
      viewer.role === "student"
        ? t("studentEmpty")
        : t("parentEmpty", { name: viewer.studentName });
    return <EmptyState text={empty} className="py-2 text-left" />;
  }
  return (
    <ul aria-label={label} className="divide-y divide-slate-200">
      {apps.data.map((app) => (
        <AwardingAppRow key={app.developerId} app={app} viewer={viewer} setBlocked={setBlocked} />
      ))}
    </ul>
  );
}
