import { useTranslation } from "react-i18next";
import { notificationEventsOf, type NotificationEvent } from "@trophy/shared/schemas/notifications";
import type { User } from "@trophy/shared/schemas/user";
import { useId } from "react";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useNotificationPreferences, useUpdateNotificationPreferences } from "../api/notifications";

/**
 * One switch per notification e-mail of the user's role, saved as soon as it changes. A switch
 * shows the stored answer, not the wish: it moves once the server has it.
 */
export function NotificationSwitches({ user }: { user: User }) {
  const { t } = useTranslation("notifications");
  const query = useNotificationPreferences();
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t("loadingNotifications")}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t("notificationsFailed")}
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
  const { t } = useTranslation("notifications");
  const update = useUpdateNotificationPreferences();
  const labelId = useId();
  const label = t(`event_${event}`);
  const toggle = async () => {
    try {
      const answer = await update.mutateAsync({ preferences: { [event]: !on } });
      const now = answer.preferences[event] ?? !on;
      toast({
        title: now
          ? t("switchedOn", {
              event: label,
            })
          : t("switchedOff", {
              event: label,
            }),
      });
    } catch (error) {
      toastFailure(error, t("switchFailed"));
    }
  };
  return (
    <div className="flex items-center justify-between gap-4">
      <span id={labelId} className="min-w-0 text-slate-900">
        {label}
      </span>
      <Switch
        checked={on}
        busy={update.isPending}
        labelledBy={labelId}
        onToggle={() => void toggle()}
      />
    </div>
  );
}
