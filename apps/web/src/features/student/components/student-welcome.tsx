import { useTranslation } from "react-i18next";
import { displayName } from "@trophy/shared/rules/display-name";
import { Avatar } from "@/components/avatar";
import { useSessionUser } from "@/lib/session";

/** The dashboard's welcome line, with the student's avatar, kept short for a phone's first screen. */
export function StudentWelcome() {
  const { t } = useTranslation(["common", "student"]);
  const user = useSessionUser();
  return (
    <div className="flex items-center gap-3">
      <Avatar avatar={user?.avatar} size="lg" decorative />
      <div className="grid min-w-0 gap-0.5">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {t("welcomePrefix")}
          {user ? displayName(user) : ""}
        </h1>
        <p className="text-sm text-slate-600 sm:text-base">{t("student:studentAreaIntro")}</p>
      </div>
    </div>
  );
}
