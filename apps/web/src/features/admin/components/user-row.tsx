import type { AdminUser } from "@trophy/shared/schemas/admin";
import { Ban, ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { fillTemplate } from "@/lib/fill-template";
import { formatLocalDate } from "@/lib/format";
import { UserTypeBadge } from "./user-type-badge";
import { ADMIN_COPY } from "../copy";

interface UserRowProps {
  user: AdminUser;
  /** The unsuspend of this user is under way. */
  busy: boolean;
  onSuspend: (user: AdminUser) => void;
  onUnsuspend: (user: AdminUser) => void;
}

function SuspendedMarker({ until }: { until: string | null }) {
  return (
    <Badge variant="destructive">
      <Ban aria-hidden="true" />
      {ADMIN_COPY.suspended}{" "}
      {until
        ? fillTemplate(ADMIN_COPY.suspendedUntil, { date: formatLocalDate(until) })
        : ADMIN_COPY.suspendedPermanent}
    </Badge>
  );
}

/** One user: e-mail, type, join date, suspension, and Suspend or Unsuspend. */
export function UserRow({ user, busy, onSuspend, onUnsuspend }: UserRowProps) {
  return (
    <li aria-label={user.email} className="flex flex-wrap items-center justify-between gap-4 p-4">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium text-slate-900">{user.email}</span>
          <UserTypeBadge userType={user.user_type} />
          {user.isSuspended && <SuspendedMarker until={user.suspendedUntil} />}
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {user.name && <span>{user.name}</span>}
          <span>
            {ADMIN_COPY.joinedOn} {formatLocalDate(user.createdAt)}
          </span>
        </div>
      </div>
      {user.isSuspended ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => {
            onUnsuspend(user);
          }}
        >
          <ShieldCheck aria-hidden="true" />
          {ADMIN_COPY.unsuspend}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="dangerOutline"
          onClick={() => {
            onSuspend(user);
          }}
        >
          <Ban aria-hidden="true" />
          {ADMIN_COPY.suspend}
        </Button>
      )}
    </li>
  );
}
