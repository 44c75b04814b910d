import { notificationEventsOf, type NotificationEvent } from "@trophy/shared/schemas/notifications";
import type { User } from "@trophy/shared/schemas/user";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { fillTemplate } from "@/lib/fill-template";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useNotificationPreferences, useUpdateNotificationPreferences } from "../api/notifications";
import { eventLabel, NOTIFICATIONS_COPY } from "../notifications-copy";

/**
 * One switch per notification e-mail of the user's role, saved as soon as it changes. A switch
 * shows the stored answer, not the wish: it moves once the server has it.
 */
export function NotificationSwitches({ user }: { user: User }) {
  const query = useNotificationPreferences();
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {NOTIFICATIONS_COPY.loadingNotifications}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {NOTIFICATIONS_COPY.notificationsFailed}
      </p>
    );
  }
  const preferences = query.data.preferences;
  return (
    <ul className="grid gap-3">
      {notificationEventsOf(user.user_type).map((event) => (
        <li key={event}>
          <EventSwitch event={event} on={preferences[event] ?? true} />
        </li>
      ))}
    </ul>
  );
}

function EventSwitch({ event, on }: { event: NotificationEvent; on: boolean }) {
  const update = useUpdateNotificationPreferences();
  const labelId = useId();
  const label = eventLabel(event);
  const toggle = async () => {
    try {
      const answer = await update.mutateAsync({ preferences: { [event]: !on } });
      const now = answer.preferences[event] ?? !on;
      toast({
        title: fillTemplate(now ? NOTIFICATIONS_COPY.switchedOn : NOTIFICATIONS_COPY.switchedOff, {
          event: label,
        }),
      });
    } catch (error) {
      toastFailure(error, NOTIFICATIONS_COPY.switchFailed);
    }
  };
  return (
    <div className="flex items-center justify-between gap-4">
      <span id={labelId} className="min-w-0 text-slate-900">
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-disabled={update.isPending || undefined}
        onClick={() => {
          if (!update.isPending) void toggle();
        }}
        className={cn(
          "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:ring-offset-2 focus-visible:outline-none",
          on ? "bg-amber-600" : "bg-slate-400",
          update.isPending && "opacity-70",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "inline-block size-6 rounded-full bg-white shadow transition-transform",
            on ? "translate-x-5" : "translate-x-0",
          )}
        />
      </button>
    </div>
  );
}
