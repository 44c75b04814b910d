import { i18next } from "@/lib/i18n/i18n";
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
import { paths } from "@/lib/paths";

/**
 * Each role's pages, in the order its navigation shows them: the area's own navigation on wide
 * screens and the header's menu on a phone both read this list. A function, so the labels are
 * read in the current language.
 */
export function areaLinks(role: UserType): readonly AreaNavLink[] {
  const dashboard = (to: string): AreaNavLink => ({
    to,
    label: i18next.t("app:navDashboard"),
    icon: LayoutDashboard,
    end: true,
  });
  switch (role) {
    case "student":
      return [
        dashboard(paths.student.home),
        { to: paths.student.offerings, label: i18next.t("app:navOfferings"), icon: Gift },
        { to: paths.student.history, label: i18next.t("app:navHistory"), icon: History },
        { to: paths.student.profile, label: i18next.t("app:navProfile"), icon: UserRound },
      ];
    case "developer":
      return [
        dashboard(paths.developer.home),
        { to: paths.developer.apiKeys, label: i18next.t("common:navApiKeys"), icon: KeyRound },
        { to: paths.developer.webhooks, label: i18next.t("common:navWebhooks"), icon: Webhook },
        {
          to: paths.developer.documentation,
          label: i18next.t("common:navDocumentation"),
          icon: BookOpen,
        },
        { to: paths.developer.profile, label: i18next.t("app:navProfile"), icon: UserRound },
      ];
    case "parent_guide":
      return [
        dashboard(paths.parent.home),
        { to: paths.parent.students, label: i18next.t("common:students"), icon: Users },
        { to: paths.parent.customRewards, label: i18next.t("common:customRewards"), icon: Gift },
        {
          to: paths.parent.fulfillment,
          label: i18next.t("common:fulfillment"),
          icon: ClipboardCheck,
        },
        { to: paths.parent.profile, label: i18next.t("app:navProfile"), icon: UserRound },
      ];
    case "admin":
      return [
        dashboard(paths.admin.home),
        { to: paths.admin.developers, label: i18next.t("common:developers"), icon: CodeXml },
        { to: paths.admin.users, label: i18next.t("common:users"), icon: Users },
        { to: paths.admin.giftCards, label: i18next.t("common:giftCards"), icon: CreditCard },
        { to: paths.admin.rewards, label: i18next.t("common:rewards"), icon: Gift },
        {
          to: paths.admin.fulfillment,
          label: i18next.t("common:fulfillment"),
          icon: ClipboardCheck,
        },
        { to: paths.admin.profile, label: i18next.t("app:navProfile"), icon: UserRound },
      ];
  }
}
