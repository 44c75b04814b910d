import { MESSAGES } from "@trophy/shared/messages";
import { LogOut, type LucideIcon } from "lucide-react";
import { NavLink, Outlet } from "react-router";
import { Button } from "@/components/ui/button";
import { useLogout } from "@/features/auth/api/logout";
import { cn } from "@/lib/cn";
import { useSessionUser } from "@/lib/session";

export interface SidebarLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path (the area's dashboard). */
  end?: boolean;
}

interface SidebarLayoutProps {
  links: readonly SidebarLink[];
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
          <nav aria-label={MESSAGES.areaNavigation}>
            <ul className="flex flex-wrap gap-1 md:flex-col">
              {links.map(({ to, label, icon: Icon, end }) => (
                <li key={to} className="shrink-0">
                  <NavLink
                    to={to}
                    end={end}
                    className={({ isActive }) =>
                      cn(
                        "flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:outline-none",
                        isActive
                          ? "bg-amber-100 text-amber-900"
                          : "text-slate-700 hover:bg-slate-100",
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {label}
                  </NavLink>
                </li>
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
            {MESSAGES.logout}
          </Button>
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
