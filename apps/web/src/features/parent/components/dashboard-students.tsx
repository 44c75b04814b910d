import { useTranslation } from "react-i18next";
import { PARENT_DASHBOARD_STUDENTS } from "@trophy/shared/constants";
import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import { Users } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/avatar";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { TrophyAmount } from "@/components/trophy-amount";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { StudentActivityChart } from "./activity-chart";
import { ConnectStudentLink } from "./connect-student-link";
import { StudentGoal } from "./student-goal";

interface DashboardStudentsProps {
  /** Undefined while loading or after a failed load. */
  students: readonly LinkedStudent[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

function StudentsSkeleton() {
  const { t } = useTranslation("parent");
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{t("loadingStudents")}</span>
      <ul aria-hidden="true" className="divide-y divide-slate-100">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="grid min-w-0 gap-1.5">
              <Skeleton className="h-5 w-36 max-w-full" />
              <Skeleton className="h-4 w-52 max-w-full" />
            </div>
            <Skeleton className="h-5 w-24" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The first linked students on the dashboard, each with their goal, their last 30 days and a link
 * to their page, and a link to all of them.
 */
export function DashboardStudents({ students, loading, error, onRetry }: DashboardStudentsProps) {
  const { t } = useTranslation(["parent", "common"]);
  const titleId = useId();
  const shown = students?.slice(0, PARENT_DASHBOARD_STUDENTS) ?? [];
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <Users aria-hidden="true" className="size-5 text-amber-600" />
          {t("yourStudents")}
        </CardTitle>
        <Link
          to={paths.parent.students}
          className="inline-flex min-h-11 items-center text-sm font-medium text-amber-700 hover:underline"
        >
          {t("common:viewAll")}
        </Link>
      </CardHeader>
      <CardContent>
        {loading ? (
          <StudentsSkeleton />
        ) : error ? (
          <LoadError error={error} onRetry={onRetry} />
        ) : shown.length === 0 ? (
          <EmptyState text={t("noLinkedStudents")} action={<ConnectStudentLink />} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {shown.map((student) => (
              <li
                key={student.id}
                aria-label={student.email}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <Avatar avatar={student.avatar} size="md" />
                <div className="grid min-w-0 flex-1">
                  <Link
                    to={paths.parent.student.href(student.id)}
                    className="inline-flex min-h-11 items-center font-medium wrap-anywhere text-slate-900 underline decoration-slate-300 underline-offset-4 hover:text-amber-700 hover:decoration-amber-700"
                  >
                    {student.name}
                  </Link>
                  <span className="text-sm break-all text-slate-600">{student.email}</span>
                </div>
                <TrophyAmount amount={student.trophyBalance} />
                <StudentGoal student={student} />
                <div className="w-full">
                  <StudentActivityChart studentId={student.id} name={student.name} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
