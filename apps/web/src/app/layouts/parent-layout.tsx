import { ROLE_HOME } from "@trophy/shared/constants";
import { MESSAGES } from "@trophy/shared/messages";
import { ClipboardCheck, Gift, LayoutDashboard, Users } from "lucide-react";
import type { AreaNavLink } from "@/components/area-nav";
import { SidebarLayout } from "./sidebar-layout";

const root = ROLE_HOME.parent_guide;

const LINKS: readonly AreaNavLink[] = [
  { to: root, label: MESSAGES.navDashboard, icon: LayoutDashboard, end: true },
  { to: `${root}/students`, label: MESSAGES.students, icon: Users },
  { to: `${root}/custom-rewards`, label: MESSAGES.customRewards, icon: Gift },
  { to: `${root}/fulfillment`, label: MESSAGES.fulfillment, icon: ClipboardCheck },
];

export function ParentLayout() {
  return <SidebarLayout links={LINKS} roleLabel={MESSAGES.parentGuide} />;
}
