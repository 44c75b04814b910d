import { i18next } from "@/lib/i18n/i18n";
import type { UserType } from "@trophy/shared/constants";
import type { User } from "@trophy/shared/schemas/user";
import type { ComponentType } from "react";
import { AccountDetailsForm } from "./components/account-details-form";
import { AvatarChoice } from "./components/avatar-choice";
import { ChangePasswordForm } from "./components/change-password-form";
import { LinkedParents } from "./components/linked-parents";
import { NotificationSwitches } from "./components/notification-switches";
import { SignOutEverywhere } from "./components/sign-out-everywhere";
import { StudentApps } from "./components/student-apps";
import { YourData } from "./components/your-data";

export interface ProfileSectionDef {
  /** Unique on the page; also the base of the section heading's id. */
  id: string;
  title: () => string;
  intro?: () => string;
  /** The roles that see the section; every role when absent. */
  roles?: readonly UserType[];
  Content: ComponentType<{ user: User }>;
}

/**
 * The profile page's sections, in the order shown. A section of its own (per-user settings, the
 * people linked to a student) is one more entry here, limited to the roles it concerns.
 */
export const PROFILE_SECTIONS: readonly ProfileSectionDef[] = [
  { id: "account", title: () => i18next.t("profile:accountTitle"), Content: AccountDetailsForm },
  {
    id: "avatar",
    title: () => i18next.t("profile:avatarTitle"),
    intro: () => i18next.t("profile:avatarIntro"),
    roles: ["student"],
    Content: AvatarChoice,
  },
  {
    id: "password",
    title: () => i18next.t("profile:passwordTitle"),
    intro: () => i18next.t("profile:passwordIntro"),
    Content: ChangePasswordForm,
  },
  {
    id: "parents",
    title: () => i18next.t("linkedParents:linkedParentsTitle"),
    intro: () => i18next.t("linkedParents:linkedParentsIntro"),
    roles: ["student"],
    Content: LinkedParents,
  },
  {
    id: "apps",
    title: () => i18next.t("apps:studentTitle"),
    intro: () => i18next.t("apps:studentIntro"),
    roles: ["student"],
    Content: StudentApps,
  },
  {
    id: "notifications",
    title: () => i18next.t("notifications:notificationsTitle"),
    intro: () => i18next.t("notifications:notificationsIntro"),
    Content: NotificationSwitches,
  },
  {
    id: "sessions",
    title: () => i18next.t("profile:sessionsTitle"),
    intro: () => i18next.t("profile:sessionsIntro"),
    Content: SignOutEverywhere,
  },
  {
    id: "data",
    title: () => i18next.t("dataRights:yourDataTitle"),
    intro: () => i18next.t("dataRights:yourDataIntro"),
    Content: YourData,
  },
];

export const sectionsFor = (role: UserType) =>
  PROFILE_SECTIONS.filter((section) => !section.roles || section.roles.includes(role));
