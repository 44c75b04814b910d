import { CodeXml, CreditCard, LayoutDashboard, Users } from "lucide-react";
import type { AreaNavLink } from "@/components/area-nav";
import { paths } from "@/lib/paths";
import { COMMON_COPY } from "@/lib/copy";
import { SidebarLayout } from "./sidebar-layout";
import { APP_COPY } from "../copy";

const LINKS: readonly AreaNavLink[] = [
  { to: paths.admin.home, label: APP_COPY.navDashboard, icon: LayoutDashboard, end: true },
  { to: paths.admin.developers, label: COMMON_COPY.developers, icon: CodeXml },
  { to: paths.admin.users, label: COMMON_COPY.users, icon: Users },
  { to: paths.admin.giftCards, label: COMMON_COPY.giftCards, icon: CreditCard },
];

export function AdminLayout() {
  return <SidebarLayout links={LINKS} roleLabel={COMMON_COPY.administrator} />;
}
