import { i18next } from "@/lib/i18n/i18n";
import type { UserType } from "@trophy/shared/constants";
import { Badge } from "@/components/ui/badge";

// Labels are read when shown, so they follow a language switch.
const TYPES: Record<UserType, { label: () => string; className: string }> = {
  student: { label: () => i18next.t("common:student"), className: "bg-sky-100 text-sky-800" },
  developer: {
    label: () => i18next.t("common:developer"),
    className: "bg-violet-100 text-violet-800",
  },
  parent_guide: {
    label: () => i18next.t("common:parentGuide"),
    className: "bg-emerald-100 text-emerald-800",
  },
  admin: { label: () => i18next.t("common:administrator"), className: "bg-rose-100 text-rose-800" },
};

/** The account type, one colour per type. */
export function UserTypeBadge({ userType }: { userType: UserType }) {
  const { label, className } = TYPES[userType];
  return <Badge className={className}>{label()}</Badge>;
}
