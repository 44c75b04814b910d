import { useTranslation } from "react-i18next";
import { displayName } from "@trophy/shared/rules/display-name";
import type { LucideIcon } from "lucide-react";
import { useSessionUser } from "@/lib/session";

/** The heading of an area's home page: "Welcome, {name}" and what the area is for. */
export function WelcomeHeader({ intro, icon: Icon }: { intro: string; icon: LucideIcon }) {
  const { t } = useTranslation("common");
  const user = useSessionUser();
  return (
    <div className="flex items-start gap-4">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="grid min-w-0 gap-1">
        {/* A name may be an e-mail's first part, one long word: it breaks where it must. */}
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl">
          {t("welcomePrefix")}
          {user ? displayName(user) : ""}
        </h1>
        <p className="text-slate-600">{intro}</p>
      </div>
    </div>
  );
}
