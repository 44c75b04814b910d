import type { UserType } from "@trophy/shared/constants";
import {
  BookOpen,
  ClipboardCheck,
  CodeXml,
  CreditCard,
  Gift,
  History,
  KeyRound,
  LayoutDashboard,
  UserRound,
  Users,
  Webhook,
} from "lucide-react";
import type { AreaNavLink } from "@/components/area-nav";
import { COMMON_COPY } from "@/lib/copy";
import { paths } from "@/lib/paths";
import { APP_COPY } from "../copy";

/**
 * Each role's pages, in the order its navigation shows them: the area's own navigation on wide
 * screens and the header's menu on a phone both read this list. A function, so the labels are
 * read in the current language.
 */
export function areaLinks(role: UserType): readonly AreaNavLink[] {
  const dashboard = (to: string): AreaNavLink => ({
    to,
    label: APP_COPY.navDashboard,
    icon: LayoutDashboard,
    end: true,
  });
  switch (role) {
    case "student":
      return [
        dashboard(paths.student.home),
        { to: paths.student.offerings, label: APP_COPY.navOfferings, icon: Gift },
        { to: paths.student.history, label: APP_COPY.navHistory, icon: History },
        { to: paths.student.profile, label: APP_COPY.navProfile, icon: UserRound },
      ];
    case "developer":
      return [
        dashboard(paths.developer.home),
        { to: paths.developer.apiKeys, label: COMMON_COPY.navApiKeys, icon: KeyRound },
        { to: paths.developer.webhooks, label: COMMON_COPY.navWebhooks, icon: Webhook },
        { to: paths.developer.documentation, label: COMMON_COPY.navDocumentation, icon: BookOpen },
        { to: paths.developer.profile, label: APP_COPY.navProfile, icon: UserRound },
      ];
    case "parent_guide":
      return [
        dashboard(paths.parent.home),
        { to: paths.parent.students, label: COMMON_COPY.students, icon: Users },
        { to: paths.parent.customRewards, label: COMMON_COPY.customRewards, icon: Gift },
        { to: paths.parent.fulfillment, label: COMMON_COPY.fulfillment, icon: ClipboardCheck },
        { to: paths.parent.profile, label: APP_COPY.navProfile, icon: UserRound },
      ];
    case "admin":
      return [
        dashboard(paths.admin.home),
        { to: paths.admin.developers, label: COMMON_COPY.developers, icon: CodeXml },
        { to: paths.admin.users, label: COMMON_COPY.users, icon: Users },
        { to: paths.admin.giftCards, label: COMMON_COPY.giftCards, icon: CreditCard },
        { to: paths.admin.rewards, label: COMMON_COPY.rewards, icon: Gift },
        { to: paths.admin.fulfillment, label: COMMON_COPY.fulfillment, icon: ClipboardCheck },
        { to: paths.admin.profile, label: APP_COPY.navProfile, icon: UserRound },
      ];
  }
}
