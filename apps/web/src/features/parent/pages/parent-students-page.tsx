import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import { Users } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { PageSpinner } from "@/components/ui/spinner";
import { useErrorToast } from "@/lib/use-error-toast";
import { COMMON_COPY } from "@/lib/copy";
import { useLinkedStudents } from "../api/get-linked-students";
import { ConnectionRequestForm } from "../components/connection-request-form";
import { EmptyState } from "@/components/empty-state";
import { LinkedStudentRow } from "../components/linked-student-row";
import { UnlinkStudentDialog } from "../components/unlink-student-dialog";
import { PARENT_COPY } from "../copy";

/** Connection requests by e-mail, and the linked students (unlinked after a confirm). */
export function ParentStudentsPage() {
  const students = useLinkedStudents();
  const [unlinking, setUnlinking] = useState<LinkedStudent | null>(null);
  useErrorToast(students.error, PARENT_COPY.errorLoadingDataTitle, PARENT_COPY.errorLoadingData);
  const list = students.data ?? [];

  return (
    <div className="grid gap-6">
      <PageHeader
        icon={Users}
        title={COMMON_COPY.students}
        intro={PARENT_COPY.parentStudentsIntro}
      />
      <ConnectionRequestForm />
      <h2 className="text-xl font-semibold text-slate-900">{PARENT_COPY.linkedStudents}</h2>
      {students.isPending ? (
        <PageSpinner />
      ) : list.length === 0 ? (
        <EmptyState variant="page" text={PARENT_COPY.noLinkedStudents} />
      ) : (
        <Card>
          <ul aria-label={PARENT_COPY.linkedStudents} className="divide-y divide-slate-200">
            {list.map((student) => (
              <LinkedStudentRow key={student.id} student={student} onUnlink={setUnlinking} />
            ))}
          </ul>
        </Card>
      )}
      <UnlinkStudentDialog
        student={unlinking}
        onClose={() => {
          setUnlinking(null);
        }}
      />
    </div>
  );
}
