import { ROLE_HOME } from "@trophy/shared/constants";
import { MESSAGES } from "@trophy/shared/messages";
import { BookOpen, KeyRound, LayoutDashboard } from "lucide-react";
import type { AreaNavLink } from "@/components/area-nav";
import { TopNavLayout } from "./top-nav-layout";

const root = ROLE_HOME.developer;

const LINKS: readonly AreaNavLink[] = [
  { to: root, label: MESSAGES.navDashboard, icon: LayoutDashboard, end: true },
  { to: `${root}/api-keys`, label: MESSAGES.navApiKeys, icon: KeyRound },
  { to: `${root}/documentation`, label: MESSAGES.navDocumentation, icon: BookOpen },
];

/** The developer area: its sub-navigation above the page content. */
export function DeveloperLayout() {
  return <TopNavLayout links={LINKS} />;
}
