import { Gift, History, LayoutDashboard, UserRound } from "lucide-react";
import type { AreaNavLink } from "@/components/area-nav";
import { TopNavLayout } from "./top-nav-layout";
import { paths } from "@/lib/paths";
import { APP_COPY } from "../copy";

const LINKS: readonly AreaNavLink[] = [
  { to: paths.student.home, label: APP_COPY.navDashboard, icon: LayoutDashboard, end: true },
  { to: paths.student.offerings, label: APP_COPY.navOfferings, icon: Gift },
  { to: paths.student.history, label: APP_COPY.navHistory, icon: History },
  { to: paths.student.profile, label: APP_COPY.navProfile, icon: UserRound },
];

/** The student area: a row of links to its four pages above the page content. */
export function StudentLayout() {
  return <TopNavLayout links={LINKS} />;
}
