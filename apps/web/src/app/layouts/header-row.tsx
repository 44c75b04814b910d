import { useTranslation } from "react-i18next";
import { Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@/lib/paths";

/** The header's bar: the logo, then what the signed-in or signed-out header puts at the end. */
export function HeaderRow({ onHome, children }: { onHome: () => void; children: ReactNode }) {
  const { t } = useTranslation("app");
  return (
    <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
      {/* The name is never cut short: on a phone the mark stands alone (the name stays its label). */}
      <Link
        to={paths.home}
        onClick={onHome}
        className="mr-auto flex min-h-11 min-w-11 shrink-0 items-center gap-2 rounded-lg text-lg font-bold whitespace-nowrap text-slate-900"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand text-ink">
          <Trophy aria-hidden="true" className="size-5" />
        </span>
        <span className="max-sm:sr-only">{t("appName")}</span>
      </Link>
      {children}
    </div>
  );
}
