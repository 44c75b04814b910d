import { useTranslation } from "react-i18next";
import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import { ChartColumn, Unlink } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/avatar";
import { Button } from "@/components/ui/button";
import { StudentStatusBadge } from "./student-status-badge";
import { TrophyAmount } from "@/components/trophy-amount";
import { paths } from "@/lib/paths";

interface LinkedStudentRowProps {
  student: LinkedStudent;
  onUnlink: (student: LinkedStudent) => void;
}

/** One linked student: name, e-mail, trophy balance, active or not, their activity, and Unlink. */
export function LinkedStudentRow({ student, onUnlink }: LinkedStudentRowProps) {
  const { t } = useTranslation(["parentActivity", "parent"]);
  return (
    <li
      aria-label={student.email}
      className="flex flex-wrap items-center justify-between gap-4 p-4"
    >
      <Avatar avatar={student.avatar} size="md" />
      <div className="grid min-w-0 flex-1 basis-40 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium wrap-anywhere text-slate-900">{student.name}</span>
          <StudentStatusBadge active={student.isActive} />
        </div>
        <span className="text-sm break-all text-slate-600">{student.email}</span>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <TrophyAmount amount={student.trophyBalance} />
        <Button asChild size="sm" variant="outline">
          <Link to={paths.parent.student.href(student.id)}>
            <ChartColumn aria-hidden="true" />
            {t("viewActivity")}
            {/* Which student's, for a list of links read out of context. */}
            <span className="sr-only">: {student.name}</span>
          </Link>
        </Button>
        <Button
          size="sm"
          variant="dangerOutline"
          onClick={() => {
            onUnlink(student);
          }}
        >
          <Unlink aria-hidden="true" />
          {t("parent:unlink")}
        </Button>
      </div>
    </li>
  );
}
