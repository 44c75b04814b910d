import { ROLE_HOME } from "@trophy/shared/constants";
import { MESSAGES } from "@trophy/shared/messages";
import { CodeXml, CreditCard, LayoutDashboard, Users } from "lucide-react";
import type { AreaNavLink } from "@/components/area-nav";
import { paths } from "@/lib/paths";
import { SidebarLayout } from "./sidebar-layout";

const root = ROLE_HOME.admin;

const LINKS: readonly AreaNavLink[] = [
  { to: root, label: MESSAGES.navDashboard, icon: LayoutDashboard, end: true },
  { to: paths.adminDevelopers.href(), label: MESSAGES.developers, icon: CodeXml },
  { to: `${root}/users`, label: MESSAGES.users, icon: Users },
  { to: `${root}/gift-cards`, label: MESSAGES.giftCards, icon: CreditCard },
];

export function AdminLayout() {
  return <SidebarLayout links={LINKS} roleLabel={MESSAGES.administrator} />;
}
