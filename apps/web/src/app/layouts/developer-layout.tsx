import { BookOpen, KeyRound, LayoutDashboard } from "lucide-react";
import type { AreaNavLink } from "@/components/area-nav";
import { COMMON_COPY } from "@/lib/copy";
import { TopNavLayout } from "./top-nav-layout";
import { paths } from "@/lib/paths";
import { APP_COPY } from "../copy";

const LINKS: readonly AreaNavLink[] = [
  { to: paths.developer.home, label: APP_COPY.navDashboard, icon: LayoutDashboard, end: true },
  { to: paths.developer.apiKeys, label: COMMON_COPY.navApiKeys, icon: KeyRound },
  { to: paths.developer.documentation, label: COMMON_COPY.navDocumentation, icon: BookOpen },
];

/** The developer area: its sub-navigation above the page content. */
export function DeveloperLayout() {
  return <TopNavLayout links={LINKS} />;
}
