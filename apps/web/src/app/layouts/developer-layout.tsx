import { ROLE_HOME } from "@trophy/shared/constants";
import { MESSAGES } from "@trophy/shared/messages";
import { BookOpen, KeyRound, LayoutDashboard } from "lucide-react";
import { Outlet } from "react-router";
import { AreaNav, type AreaNavLink } from "@/components/area-nav";

const root = ROLE_HOME.developer;

const LINKS: readonly AreaNavLink[] = [
  { to: root, label: MESSAGES.navDashboard, icon: LayoutDashboard, end: true },
  { to: `${root}/api-keys`, label: MESSAGES.navApiKeys, icon: KeyRound },
  { to: `${root}/documentation`, label: MESSAGES.navDocumentation, icon: BookOpen },
];

/** The developer area: its sub-navigation above the page content. */
export function DeveloperLayout() {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 md:py-8">
      <AreaNav links={LINKS} />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
