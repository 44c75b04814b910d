import { useTranslation } from "react-i18next";
import { AwardingApps } from "@/components/awarding-apps";
import {
  useDisconnectStudentApp,
  useIssueStudentLinkCode,
  useSetStudentAppBlocked,
  useStudentApps,
} from "../api/student-apps";

/**
 * The profile's list of the apps that awarded or connected the student, each to stop or allow
 * again or to disconnect, and the code that connects another.
 */
export function StudentApps() {
  const { t } = useTranslation("apps");
  const apps = useStudentApps();
  const change = useSetStudentAppBlocked();
  const disconnect = useDisconnectStudentApp();
  const issueCode = useIssueStudentLinkCode();
  return (
    <AwardingApps
      apps={apps}
      viewer={{ role: "student" }}
      label={t("studentTitle")}
      setBlocked={change.mutateAsync}
      disconnect={disconnect.mutateAsync}
      issueCode={issueCode.mutateAsync}
    />
  );
}
