import type { AdminUser } from "@trophy/shared/schemas/admin";
import { Ban, CircleCheck, Trash2 } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";
import { fillTemplate } from "@/lib/fill-template";
import { formatLocalDate } from "@/lib/format";
import { ADMIN_COPY } from "../copy";
import { DELETE_USER_COPY } from "../delete-user-copy";

/** Active, "Suspended until <date>", or suspended for good. */
export function UserStatus({ user }: { user: AdminUser }) {
  if (user.isDeleted) {
    return <StatusBadge tone="default" icon={Trash2} label={DELETE_USER_COPY.statusDeleted} />;
  }
  if (!user.isSuspended) {
    return <StatusBadge tone="success" icon={CircleCheck} label={ADMIN_COPY.statusActive} />;
  }
  const label = user.suspendedUntil
    ? fillTemplate(ADMIN_COPY.suspendedUntil, { date: formatLocalDate(user.suspendedUntil) })
    : ADMIN_COPY.suspendedPermanent;
  return <StatusBadge tone="destructive" icon={Ban} label={label} />;
}
