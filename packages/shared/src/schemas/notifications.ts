import { z } from "zod";
import type { UserType } from "../constants";

/**
 * The e-mails a person can switch on and off, per role (docs/product.md, Notifications). Each is
 * on until its owner switches it off.
 */
export const NOTIFICATION_EVENTS = [
  "reward_redeemed",
  "connection_answered",
  "reward_answered",
  "connection_requested",
  "developer_reviewed",
  "developer_registered",
  "gift_card_low_stock",
  "gift_card_approval_requested",
  "gift_card_answered",
  /** A base reward's redemption waits: to the student's parents/guides and to the admins. */
  "base_reward_redeemed",
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_EVENTS_BY_ROLE = {
  parent_guide: [
    "reward_redeemed",
    "connection_answered",
    "gift_card_approval_requested",
    "base_reward_redeemed",
  ],
  student: ["reward_answered", "connection_requested", "gift_card_answered"],
  developer: ["developer_reviewed"],
  admin: ["developer_registered", "gift_card_low_stock", "base_reward_redeemed"],
} as const satisfies Record<UserType, readonly NotificationEvent[]>;

export function notificationEventsOf(role: UserType): readonly NotificationEvent[] {
  return NOTIFICATION_EVENTS_BY_ROLE[role];
}

export const notificationEventSchema = z.enum(NOTIFICATION_EVENTS);

/** `{preferences: {<event>: boolean}}`: every event of the role in answers, any of them in updates. */
export const notificationPreferencesSchema = z.object({
  preferences: z.partialRecord(notificationEventSchema, z.boolean()),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A one-click unsubscribe token: `<user id>.<event>.<signature>`, all URL-safe. */
export const unsubscribeTokenParamsSchema = z.object({
  token: z
    .string()
    .max(200)
    .regex(/^[0-9a-f-]{36}\.[a-z_]{1,40}\.[\w-]{16,64}$/, "Invalid unsubscribe link"),
});

/** What an unsubscribe link switches off (GET) or has switched off (POST). */
export const unsubscribeResponseSchema = z.object({
  event: notificationEventSchema,
  unsubscribed: z.boolean(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
