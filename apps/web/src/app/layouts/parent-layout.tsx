import { MESSAGES } from "@trophy/shared/messages";
import { ClipboardCheck, Gift, LayoutDashboard, Users } from "lucide-react";
import type { AreaNavLink } from "@/components/area-nav";
import { SidebarLayout } from "./sidebar-layout";
import { paths } from "@/lib/paths";

const LINKS: readonly AreaNavLink[] = [
  { to: paths.parent.home, label: MESSAGES.navDashboard, icon: LayoutDashboard, end: true },
  { to: paths.parent.students, label: MESSAGES.students, icon: Users },
  { to: paths.parent.customRewards, label: MESSAGES.customRewards, icon: Gift },
  { to: paths.parent.fulfillment, label: MESSAGES.fulfillment, icon: ClipboardCheck },
];

export function ParentLayout() {
  return <SidebarLayout links={LINKS} roleLabel={MESSAGES.parentGuide} />;
}
