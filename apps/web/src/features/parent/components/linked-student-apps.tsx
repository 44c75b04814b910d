import { useTranslation } from "react-i18next";
import { useId } from "react";
import { AwardingApps } from "@/components/awarding-apps";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  useDisconnectLinkedStudentApp,
  useIssueLinkedStudentLinkCode,
  useLinkedStudentApps,
  useSetLinkedStudentAppBlocked,
} from "../api/student-apps";

/**
 * A linked student's apps on their page, for this parent/guide to stop, allow or disconnect, and
 * a code to connect another for the student.
 */
export function LinkedStudentApps({ studentId, name }: { studentId: string; name: string }) {
  const { t } = useTranslation("apps");
  const apps = useLinkedStudentApps(studentId);
  const change = useSetLinkedStudentAppBlocked(studentId);
  const disconnect = useDisconnectLinkedStudentApp(studentId);
  const issueCode = useIssueLinkedStudentLinkCode(studentId);
  const titleId = useId();
  const title = t("parentTitle", { name });
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {title}
        </CardTitle>
        <CardDescription>{t("parentIntro", { name })}</CardDescription>
      </CardHeader>
      <CardContent>
        <AwardingApps
          apps={apps}
          viewer={{ role: "parent", studentName: name }}
          label={title}
          setBlocked={change.mutateAsync}
          disconnect={disconnect.mutateAsync}
          issueCode={issueCode.mutateAsync}
        />
      </CardContent>
    </Card>
  );
}
