import { displayName } from "@trophy/shared/rules/display-name";
import { Avatar } from "@/components/avatar";
import { COMMON_COPY } from "@/lib/copy";
import { useSessionUser } from "@/lib/session";
import { STUDENT_COPY } from "../copy";

/** The dashboard's welcome line, with the student's avatar, kept short for a phone's first screen. */
export function StudentWelcome() {
  const user = useSessionUser();
  return (
    <div className="flex items-center gap-3">
      <Avatar avatar={user?.avatar} size="lg" decorative />
      <div className="grid min-w-0 gap-0.5">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {COMMON_COPY.welcomePrefix}
          {user ? displayName(user) : ""}
        </h1>
        <p className="text-sm text-slate-600 sm:text-base">{STUDENT_COPY.studentAreaIntro}</p>
      </div>
    </div>
  );
}
