import { MESSAGES } from "@trophy/shared/messages";
import { BookOpen, KeyRound, LayoutDashboard } from "lucide-react";
import type { AreaNavLink } from "@/components/area-nav";
import { TopNavLayout } from "./top-nav-layout";
import { paths } from "@/lib/paths";

const LINKS: readonly AreaNavLink[] = [
  { to: paths.developer.home, label: MESSAGES.navDashboard, icon: LayoutDashboard, end: true },
  { to: paths.developer.apiKeys, label: MESSAGES.navApiKeys, icon: KeyRound },
  { to: paths.developer.documentation, label: MESSAGES.navDocumentation, icon: BookOpen },
];

/** The developer area: its sub-navigation above the page content. */
export function DeveloperLayout() {
  return <TopNavLayout links={LINKS} />;
}
