import { ROLE_HOME } from "@trophy/shared/constants";
import { MESSAGES } from "@trophy/shared/messages";
import { Gift, History, LayoutDashboard, UserRound } from "lucide-react";
import { NavLink, Outlet } from "react-router";
import { cn } from "@/lib/cn";
import type { SidebarLink } from "./sidebar-layout";

const root = ROLE_HOME.student;

const LINKS: readonly SidebarLink[] = [
  { to: root, label: MESSAGES.navDashboard, icon: LayoutDashboard, end: true },
  { to: `${root}/offerings`, label: MESSAGES.navOfferings, icon: Gift },
  { to: `${root}/history`, label: MESSAGES.navHistory, icon: History },
  { to: `${root}/profile`, label: MESSAGES.navProfile, icon: UserRound },
];

/** The student area: a row of links to its four pages above the page content. */
export function StudentLayout() {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 md:py-8">
      <nav aria-label={MESSAGES.areaNavigation} className="overflow-x-auto">
        <ul className="flex w-fit gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm">
          {LINKS.map(({ to, label, icon: Icon, end }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    "flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:outline-none",
                    isActive ? "bg-amber-100 text-amber-900" : "text-slate-700 hover:bg-slate-100",
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
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
