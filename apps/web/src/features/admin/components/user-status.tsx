import { useTranslation } from "react-i18next";
import type { AdminUser } from "@trophy/shared/schemas/admin";
import { Ban, CircleCheck, Trash2 } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";
import { formatLocalDate } from "@/lib/format";

/** Active, "Suspended until <date>", or suspended for good. */
export function UserStatus({ user }: { user: AdminUser }) {
  const { t } = useTranslation(["admin", "adminDeleteUser"]);
  if (user.isDeleted) {
    return <StatusBadge tone="default" icon={Trash2} label={t("adminDeleteUser:statusDeleted")} />;
  }
  if (!user.isSuspended) {
    return <StatusBadge tone="success" icon={CircleCheck} label={t("statusActive")} />;
  }
  const label = user.suspendedUntil
    ? t("suspendedUntil", { date: formatLocalDate(user.suspendedUntil) })
    : t("suspendedPermanent");
  return <StatusBadge tone="destructive" icon={Ban} label={label} />;
}
