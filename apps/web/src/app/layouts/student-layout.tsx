import { MESSAGES } from "@trophy/shared/messages";
import { Gift, History, LayoutDashboard, UserRound } from "lucide-react";
import type { AreaNavLink } from "@/components/area-nav";
import { TopNavLayout } from "./top-nav-layout";
import { paths } from "@/lib/paths";

const LINKS: readonly AreaNavLink[] = [
  { to: paths.student.home, label: MESSAGES.navDashboard, icon: LayoutDashboard, end: true },
  { to: paths.student.offerings, label: MESSAGES.navOfferings, icon: Gift },
  { to: paths.student.history, label: MESSAGES.navHistory, icon: History },
  { to: paths.student.profile, label: MESSAGES.navProfile, icon: UserRound },
];

/** The student area: a row of links to its four pages above the page content. */
export function StudentLayout() {
  return <TopNavLayout links={LINKS} />;
}
