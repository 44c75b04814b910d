import { ClipboardCheck, Gift, LayoutDashboard, Users } from "lucide-react";
import type { AreaNavLink } from "@/components/area-nav";
import { COMMON_COPY } from "@/lib/copy";
import { SidebarLayout } from "./sidebar-layout";
import { paths } from "@/lib/paths";
import { APP_COPY } from "../copy";

const LINKS: readonly AreaNavLink[] = [
  { to: paths.parent.home, label: APP_COPY.navDashboard, icon: LayoutDashboard, end: true },
  { to: paths.parent.students, label: COMMON_COPY.students, icon: Users },
  { to: paths.parent.customRewards, label: COMMON_COPY.customRewards, icon: Gift },
  { to: paths.parent.fulfillment, label: COMMON_COPY.fulfillment, icon: ClipboardCheck },
];

export function ParentLayout() {
  return <SidebarLayout links={LINKS} roleLabel={COMMON_COPY.parentGuide} />;
}
