import { useTranslation } from "react-i18next";
import { AwardingApps } from "@/components/awarding-apps";
import { useSetStudentAppBlocked, useStudentApps } from "../api/student-apps";

/** The profile's list of the apps that awarded the student, each to stop or allow again. */
export function StudentApps() {
  const { t } = useTranslation("apps");
  const apps = useStudentApps();
  const change = useSetStudentAppBlocked();
  return (
    <AwardingApps
      apps={apps}
      viewer={{ role: "student" }}
      label={t("studentTitle")}
      setBlocked={change.mutateAsync}
    />
  );
}
