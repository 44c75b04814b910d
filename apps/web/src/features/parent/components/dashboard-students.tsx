import { PARENT_DASHBOARD_STUDENTS } from "@trophy/shared/constants";
import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import { Users } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { TrophyAmount } from "@/components/trophy-amount";
import { paths } from "@/lib/paths";
import { EmptyState } from "@/components/empty-state";
import { COMMON_COPY } from "@/lib/copy";
import { PARENT_COPY } from "../copy";

/** The first linked students on the dashboard, with a link to all of them. */
export function DashboardStudents({
  students,
  loading,
}: {
  students: readonly LinkedStudent[];
  loading: boolean;
}) {
  const titleId = useId();
  const shown = students.slice(0, PARENT_DASHBOARD_STUDENTS);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center justify-between gap-4">
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <Users aria-hidden="true" className="size-5 text-amber-600" />
          {PARENT_COPY.yourStudents}
        </CardTitle>
        <Link
          to={paths.parent.students}
          className="text-sm font-medium text-amber-700 hover:underline"
        >
          {COMMON_COPY.viewAll}
        </Link>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : shown.length === 0 ? (
          <EmptyState text={PARENT_COPY.noLinkedStudents} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {shown.map((student) => (
              <li
                key={student.id}
                aria-label={student.email}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="grid min-w-0">
                  <span className="truncate font-medium text-slate-900">{student.name}</span>
                  <span className="truncate text-sm text-slate-600">{student.email}</span>
                </div>
                <TrophyAmount amount={student.trophyBalance} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
