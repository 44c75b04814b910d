import type { UserType } from "@trophy/shared/constants";
import type { User } from "@trophy/shared/schemas/user";
import type { ComponentType } from "react";
import { AccountDetailsForm } from "./components/account-details-form";
import { AvatarChoice } from "./components/avatar-choice";
import { ChangePasswordForm } from "./components/change-password-form";
import { LinkedParents } from "./components/linked-parents";
import { NotificationSwitches } from "./components/notification-switches";
import { SignOutEverywhere } from "./components/sign-out-everywhere";
import { YourData } from "./components/your-data";
import { PROFILE_COPY } from "./copy";
import { DATA_RIGHTS_COPY } from "./data-rights-copy";
import { LINKED_PARENTS_COPY } from "./linked-parents-copy";
import { NOTIFICATIONS_COPY } from "./notifications-copy";

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
  { id: "account", title: () => PROFILE_COPY.accountTitle, Content: AccountDetailsForm },
  {
    id: "avatar",
    title: () => PROFILE_COPY.avatarTitle,
    intro: () => PROFILE_COPY.avatarIntro,
    roles: ["student"],
    Content: AvatarChoice,
  },
  {
    id: "password",
    title: () => PROFILE_COPY.passwordTitle,
    intro: () => PROFILE_COPY.passwordIntro,
    Content: ChangePasswordForm,
  },
  {
    id: "parents",
    title: () => LINKED_PARENTS_COPY.linkedParentsTitle,
    intro: () => LINKED_PARENTS_COPY.linkedParentsIntro,
    roles: ["student"],
    Content: LinkedParents,
  },
  {
    id: "notifications",
    title: () => NOTIFICATIONS_COPY.notificationsTitle,
    intro: () => NOTIFICATIONS_COPY.notificationsIntro,
    Content: NotificationSwitches,
  },
  {
    id: "sessions",
    title: () => PROFILE_COPY.sessionsTitle,
    intro: () => PROFILE_COPY.sessionsIntro,
    Content: SignOutEverywhere,
  },
  {
    id: "data",
    title: () => DATA_RIGHTS_COPY.yourDataTitle,
    intro: () => DATA_RIGHTS_COPY.yourDataIntro,
    Content: YourData,
  },
];

export const sectionsFor = (role: UserType) =>
  PROFILE_SECTIONS.filter((section) => !section.roles || section.roles.includes(role));
