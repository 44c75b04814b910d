import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  notificationPreferencesSchema,
  unsubscribeResponseSchema,
  type NotificationPreferences,
} from "@trophy/shared/schemas/notifications";
import { apiRequest } from "@/lib/api-client";

export const notificationsKey = ["profile", "notifications"] as const;

export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  return apiRequest("/api/users/notifications", { schema: notificationPreferencesSchema });
}

/** The signed-in user's switches: every event of their role. */
export function useNotificationPreferences() {
  return useQuery({ queryKey: notificationsKey, queryFn: getNotificationPreferences });
}

export function updateNotificationPreferences(input: NotificationPreferences) {
  return apiRequest("/api/users/notifications", {
    method: "PUT",
    body: input,
    schema: notificationPreferencesSchema,
  });
}

/** Saves one or more switches; the answer (all of them) replaces the cached list. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationsKey, answer);
    },
  });
}

const unsubscribePath = (token: string) => `/auth/unsubscribe/${encodeURIComponent(token)}`;

/** What an unsubscribe link switches off (GET: changes nothing). */
export function checkUnsubscribe(token: string) {
  return apiRequest(unsubscribePath(token), {
    schema: unsubscribeResponseSchema,
    skipAuthRefresh: true,
  });
}

export function useUnsubscribeCheck(token: string) {
  return useQuery({
    queryKey: ["unsubscribe", token],
    queryFn: () => checkUnsubscribe(token),
    retry: false,
  });
}

/** Switches the link's event off, no sign-in needed. */
export function unsubscribe(token: string) {
  return apiRequest(unsubscribePath(token), {
    method: "POST",
    schema: unsubscribeResponseSchema,
    skipAuthRefresh: true,
  });
}
