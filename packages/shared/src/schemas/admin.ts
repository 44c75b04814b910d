import { z } from "zod";
import { USER_LIST_PAGE_SIZE } from "../constants";
import { MESSAGES } from "../messages";
import { userSchema, userTypeSchema } from "./user";

export const activitySchema = z.object({
  description: z.string(),
  type: z.string(),
  timestamp: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalStudents: z.number().int(),
  totalDevelopers: z.number().int(),
  totalRewards: z.number().int(),
  pendingValidations: z.number().int(),
  recentActivity: z.array(activitySchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** A user in the admin list, with the suspension state the screen shows. */
export const adminUserSchema = userSchema.extend({
  isSuspended: z.boolean(),
  suspendedUntil: z.string().nullable(),
  suspensionReason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListQuerySchema = z.object({
  userType: z.union([userTypeSchema, z.literal("all"), z.literal("")]).optional(),
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(USER_LIST_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;
export const userListResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
});

const days = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.coerce
    .number({ error: "Duration must be a number of days" })
    .int("Duration must be a whole number of days")
    .min(1, "Duration must be at least 1 day")
    .max(36_500, "Duration is too long")
    .optional(),
);

/** The spec's client sends `durationDays`; the session layer names it `duration`. Both are taken. */
export const suspendRequestSchema = z
  .object({
    reason: z
      .string({ error: MESSAGES.suspensionReasonRequired })
      .trim()
      .min(1, MESSAGES.suspensionReasonRequired)
      .max(500),
    durationDays: days,
    duration: days,
  })
  .transform(({ reason, durationDays, duration }) => ({
    reason,
    durationDays: durationDays ?? duration,
  }));
export type SuspendRequest = z.input<typeof suspendRequestSchema>;
export const adminUserResponseSchema = z.object({ user: adminUserSchema });
