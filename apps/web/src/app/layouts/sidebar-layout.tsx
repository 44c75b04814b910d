import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import { Outlet } from "react-router";
import { AreaNavItem } from "@/components/area-nav";
import { useSessionUser } from "@/lib/session";
import { areaLinks } from "./area-links";

const ROLE_LABEL = {
  parent_guide: () => i18next.t("common:parentGuide"),
  admin: () => i18next.t("common:administrator"),
} as const;

/**
 * The parent and admin areas: on wide screens a sidebar with the user's e-mail, role and links
 * beside the page; on a phone the page alone, its links in the header's menu. Logout is the
 * header's, once per screen.
 */
export function SidebarLayout({ role }: { role: keyof typeof ROLE_LABEL }) {
  const { t } = useTranslation("common");
  const user = useSessionUser();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row md:py-8">
      <aside className="hidden shrink-0 md:block md:w-64">
        <div className="sticky top-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="mb-3 border-b border-slate-200 pb-3">
            <p title={user?.email} className="truncate text-sm font-medium text-slate-900">
              {user?.email}
            </p>
            <p className="text-xs font-semibold text-amber-700">{ROLE_LABEL[role]()}</p>
          </div>
          <nav aria-label={t("areaNavigation")}>
            <ul className="flex flex-col gap-1">
              {areaLinks(role).map((link) => (
                <AreaNavItem key={link.to} link={link} />
              ))}
            </ul>
          </nav>
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
