import { useTranslation } from "react-i18next";
import type { AdminUser } from "@trophy/shared/schemas/admin";
import { Ban, ScrollText, ShieldCheck, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatLocalDate } from "@/lib/format";
import { UserStatus } from "./user-status";
import { UserTypeBadge } from "./user-type-badge";

interface UserRowProps {
  user: AdminUser;
  /** The signed-in admin's own account: it cannot be suspended from here. */
  isSelf: boolean;
  /** The unsuspend of this user is under way. */
  busy: boolean;
  onSuspend: (user: AdminUser) => void;
  onUnsuspend: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  /** Opens a student's consent log. */
  onConsentLog: (user: AdminUser) => void;
}

function UserAction({ user, isSelf, busy, onSuspend, onUnsuspend }: UserRowProps) {
  const { t } = useTranslation("admin");
  if (isSelf) return <Badge>{t("thisIsYou")}</Badge>;
  if (user.isDeleted) return null;
  if (user.isSuspended) {
    return (
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() => {
          onUnsuspend(user);
        }}
      >
        <ShieldCheck aria-hidden="true" />
        {t("unsuspend")}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant="dangerOutline"
      onClick={() => {
        onSuspend(user);
      }}
    >
      <Ban aria-hidden="true" />
      {t("suspend")}
    </Button>
  );
}

/**
 * One user: e-mail, type, name and join date; the status (active or suspended until when) in a
 * column of its own; Suspend or Unsuspend, except on the admin's own row.
 */
export function UserRow(props: UserRowProps) {
  const { t } = useTranslation(["admin", "adminDeleteUser", "adminConsent"]);
  const { user } = props;
  return (
    <li
      aria-label={user.email}
      className="grid items-center gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_11rem] sm:gap-4"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 font-medium break-all text-slate-900">{user.email}</span>
          <UserTypeBadge userType={user.user_type} />
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {user.name && <span className="min-w-0 wrap-anywhere">{user.name}</span>}
          <span>{t("joinedOn", { date: formatLocalDate(user.createdAt) })}</span>
        </div>
      </div>
      {/* One line under the user on a phone; the status and action columns on wider screens. */}
      <div className="flex flex-wrap items-center justify-between gap-3 sm:contents">
        <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600 sm:sr-only">{t("userStatus")}:</span>
          <UserStatus user={user} />
        </div>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {user.user_type === "student" && (
            <Button
              size="sm"
              variant="outline"
              aria-label={t("adminConsent:openFor", { email: user.email })}
              onClick={() => {
                props.onConsentLog(user);
              }}
            >
              <ScrollText aria-hidden="true" />
              {t("adminConsent:open")}
            </Button>
          )}
          <UserAction {...props} />
          {!props.isSelf && !user.isDeleted && (
            <Button
              size="sm"
              variant="dangerOutline"
              aria-label={`${t("adminDeleteUser:deleteUser")} ${user.email}`}
              onClick={() => {
                props.onDelete(user);
              }}
            >
              <Trash2 aria-hidden="true" />
              {t("adminDeleteUser:deleteUser")}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
