import { LogOut } from "lucide-react";
import { Outlet } from "react-router";
import { AreaNavItem, type AreaNavLink } from "@/components/area-nav";
import { Button } from "@/components/ui/button";
import { useLogout } from "@/features/auth/api/logout";
import { useSessionUser } from "@/lib/session";
import { COMMON_COPY } from "@/lib/copy";
import { APP_COPY } from "../copy";

interface SidebarLayoutProps {
  links: readonly AreaNavLink[];
  roleLabel: string;
}

/** The parent and admin areas: a sidebar with the user's e-mail, role, links and Logout. */
export function SidebarLayout({ links, roleLabel }: SidebarLayoutProps) {
  const user = useSessionUser();
  const logout = useLogout();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row md:py-8">
      <aside className="shrink-0 md:w-64">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:sticky md:top-24">
          <div className="mb-3 border-b border-slate-200 pb-3">
            <p className="truncate text-sm font-medium text-slate-900">{user?.email}</p>
            <p className="text-xs font-semibold text-amber-700">{roleLabel}</p>
          </div>
          <nav aria-label={COMMON_COPY.areaNavigation}>
            <ul className="flex flex-wrap gap-1 md:flex-col">
              {links.map((link) => (
                <AreaNavItem key={link.to} link={link} />
              ))}
            </ul>
          </nav>
          <Button
            variant="ghost"
            className="mt-3 w-full justify-start text-slate-700"
            disabled={logout.isPending}
            onClick={() => {
              logout.mutate();
            }}
          >
            <LogOut aria-hidden="true" />
            {APP_COPY.logout}
          </Button>
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
