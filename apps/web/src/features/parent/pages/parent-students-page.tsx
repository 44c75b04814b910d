import { useTranslation } from "react-i18next";
import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import { UserPlus, Users } from "lucide-react";
import { useId, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useFocusReturn } from "@/lib/use-focus-return";
import { useLinkedStudents } from "../api/get-linked-students";
import {
  CONNECTION_EMAIL_FIELD_ID,
  ConnectionRequestForm,
} from "../components/connection-request-form";
import { LinkedStudentRow } from "../components/linked-student-row";
import { ListSkeleton } from "../components/list-skeleton";
import { SentRequestsSection } from "../components/sent-requests-section";
import { UnlinkStudentDialog } from "../components/unlink-student-dialog";

/** Connection requests by e-mail, and the linked students (unlinked after a confirm). */
export function ParentStudentsPage() {
  const { t } = useTranslation(["parent", "common"]);
  const students = useLinkedStudents();
  const [unlinking, setUnlinking] = useState<LinkedStudent | null>(null);
  const focus = useFocusReturn(unlinking !== null);
  const listTitleId = useId();

  return (
    <div className="grid gap-6 *:min-w-0">
      <PageHeader icon={Users} title={t("common:students")} intro={t("parentStudentsIntro")} />
      <ConnectionRequestForm />
      <SentRequestsSection />
      {/* Focus lands here after an unlink: the row and its button are gone. */}
      <h2 id={listTitleId} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        {t("linkedStudents")}
      </h2>
      {students.isPending ? (
        <ListSkeleton label={t("loadingStudents")} withAction />
      ) : students.isError ? (
        <LoadError
          error={students.error}
          onRetry={() => void students.refetch()}
          title={t("errorLoadingDataTitle")}
          fallback={t("errorLoadingData")}
        />
      ) : students.data.length === 0 ? (
        <EmptyState
          variant="page"
          text={t("noLinkedStudents")}
          action={
            // The form is just above: the next step is typing the student's e-mail into it.
            <Button
              onClick={() => {
                document.getElementById(CONNECTION_EMAIL_FIELD_ID)?.focus();
              }}
            >
              <UserPlus aria-hidden="true" />
              {t("connectStudent")}
            </Button>
          }
        />
      ) : (
        <Card>
          <ul aria-label={t("linkedStudents")} className="divide-y divide-slate-200">
            {students.data.map((student) => (
              <LinkedStudentRow
                key={student.id}
                student={student}
                onUnlink={(chosen) => {
                  focus.rememberOpener();
                  setUnlinking(chosen);
                }}
              />
            ))}
          </ul>
        </Card>
      )}
      <UnlinkStudentDialog
        student={unlinking}
        onClose={() => {
          setUnlinking(null);
        }}
        onUnlinked={() => {
          focus.focusOnClose(listTitleId);
        }}
      />
    </div>
  );
}
