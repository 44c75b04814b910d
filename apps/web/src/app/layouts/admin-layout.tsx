import { MESSAGES } from "@trophy/shared/messages";
import { CodeXml, CreditCard, LayoutDashboard, Users } from "lucide-react";
import type { AreaNavLink } from "@/components/area-nav";
import { paths } from "@/lib/paths";
import { SidebarLayout } from "./sidebar-layout";

const LINKS: readonly AreaNavLink[] = [
  { to: paths.admin.home, label: MESSAGES.navDashboard, icon: LayoutDashboard, end: true },
  { to: paths.admin.developers, label: MESSAGES.developers, icon: CodeXml },
  { to: paths.admin.users, label: MESSAGES.users, icon: Users },
  { to: paths.admin.giftCards, label: MESSAGES.giftCards, icon: CreditCard },
];

export function AdminLayout() {
  return <SidebarLayout links={LINKS} roleLabel={MESSAGES.administrator} />;
}
