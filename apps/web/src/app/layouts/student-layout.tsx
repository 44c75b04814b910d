import { ROLE_HOME } from "@trophy/shared/constants";
import { MESSAGES } from "@trophy/shared/messages";
import { Gift, History, LayoutDashboard, UserRound } from "lucide-react";
import type { AreaNavLink } from "@/components/area-nav";
import { TopNavLayout } from "./top-nav-layout";

const root = ROLE_HOME.student;

const LINKS: readonly AreaNavLink[] = [
  { to: root, label: MESSAGES.navDashboard, icon: LayoutDashboard, end: true },
  { to: `${root}/offerings`, label: MESSAGES.navOfferings, icon: Gift },
  { to: `${root}/history`, label: MESSAGES.navHistory, icon: History },
  { to: `${root}/profile`, label: MESSAGES.navProfile, icon: UserRound },
];

/** The student area: a row of links to its four pages above the page content. */
export function StudentLayout() {
  return <TopNavLayout links={LINKS} />;
}
