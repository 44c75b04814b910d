import { z } from "zod";
import { ADMIN_AWARDS_PAGE_SIZE, USER_LIST_PAGE_SIZE } from "../constants";
import { pageQuerySchema } from "./common";
import {
  HIDDEN_CHARACTERS_MESSAGE,
  hasNoHiddenCharacters,
  hasNoControlCharacters,
  CONTROL_CHARACTERS_MESSAGE,
  hasNoNul,
  NO_NUL_MESSAGE,
} from "./inputs";
import { SHARED_TEXTS } from "../shared-texts";
import { platformTextSchema } from "./platform-text";
import { userSchema, userTypeSchema } from "./user";

export const activitySchema = z.object({
  description: z.string(),
  /** The description for the reader's language (null on entries older than it). */
  descriptionText: platformTextSchema.nullable(),
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
  /** Redemptions of base rewards waiting for fulfilment (GET /api/admin/fulfillments). */
  pendingFulfillments: z.number().int(),
  recentActivity: z.array(activitySchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** A user in the admin list, with the suspension state the screen shows. */
export const adminUserSchema = userSchema.extend({
  isSuspended: z.boolean(),
  suspendedUntil: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  /** Deleted (anonymised): nothing is left to suspend or delete. */
  isDeleted: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListQuerySchema = z.object({
  userType: z.union([userTypeSchema, z.literal("all"), z.literal("")]).optional(),
  search: z.string().trim().max(200).refine(hasNoNul, NO_NUL_MESSAGE).optional(),
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

/**
 * The web client sends `durationDays`; the older name `duration` is accepted too
 * (docs/product.md §7).
 */
export const suspendRequestSchema = z
  .object({
    reason: z
      .string({ error: SHARED_TEXTS.suspensionReasonRequired })
      .trim()
      .min(1, SHARED_TEXTS.suspensionReasonRequired)
      .max(500)
      .refine(hasNoNul, NO_NUL_MESSAGE)
      .refine(hasNoHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE)
      .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
    durationDays: days,
    duration: days,
  })
  .transform(({ reason, durationDays, duration }) => ({
    reason,
    durationDays: durationDays ?? duration,
  }));
export type SuspendRequest = z.input<typeof suspendRequestSchema>;
export const adminUserResponseSchema = z.object({ user: adminUserSchema });

/** GET /api/admin/awards: the awards developers' apps made, newest first. */
export const adminAwardsQuerySchema = pageQuerySchema(ADMIN_AWARDS_PAGE_SIZE).extend({
  developerId: z.uuid("developerId must be an id").optional(),
  studentEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine(hasNoNul, NO_NUL_MESSAGE)
    .optional(),
});
export type AdminAwardsQuery = z.input<typeof adminAwardsQuerySchema>;

export const adminAwardSchema = z.object({
  id: z.string(),
  developerId: z.string().nullable(),
  studentId: z.string(),
  studentEmail: z.string(),
  amount: z.number().int(),
  description: z.string(),
  /** The description when the platform wrote it (an award without details), by key. */
  descriptionText: platformTextSchema.nullable(),
  createdAt: z.string(),
  reversedAt: z.string().nullable(),
});
export type AdminAward = z.infer<typeof adminAwardSchema>;
export const adminAwardsResponseSchema = z.object({
  awards: z.array(adminAwardSchema),
  total: z.number().int(),
});

export const reverseAwardRequestSchema = z.object({
  reason: z
    .string({ error: "A reason is required" })
    .trim()
    .min(1, "A reason is required")
    .max(500, "reason must be at most 500 characters")
    .refine(hasNoNul, NO_NUL_MESSAGE)
    .refine(hasNoHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE)
    .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
});
export type ReverseAwardRequest = z.infer<typeof reverseAwardRequestSchema>;

/** The reversal entry: the award's amount taken back from the student, linked to the award. */
export const reversalSchema = z.object({
  id: z.string(),
  awardId: z.string(),
  studentId: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
});
export type Reversal = z.infer<typeof reversalSchema>;
export const reverseAwardResponseSchema = z.object({
  success: z.literal(true),
  reversal: reversalSchema,
});
export type ReverseAwardResponse = z.infer<typeof reverseAwardResponseSchema>;

/** GET /api/admin/throttled-accounts: a page of accounts the sign-in throttle holds back now. */
export const throttledAccountsQuerySchema = pageQuerySchema(USER_LIST_PAGE_SIZE);

/** A client address and its failed sign-ins in the current window. */
export const throttledAddressSchema = z.object({
  address: z.string(),
  failures: z.number().int(),
});

/**
 * An account with failed sign-ins in the current window: `slowed` when failures from all
 * addresses together passed the account's mark (each address then gets two attempts), and the
 * addresses refused on it until `until` (the window's end). Its owner still signs in from
 * anywhere else (docs/product.md §10, Sign-in throttle).
 */
export const throttledAccountSchema = z.object({
  userId: z.string(),
  email: z.string(),
  userType: userTypeSchema,
  failures: z.number().int(),
  slowed: z.boolean(),
  /** The most-failing refused addresses (at most ten), and how many there are in all. */
  refusedAddresses: z.array(throttledAddressSchema),
  refusedAddressCount: z.number().int(),
});
export type ThrottledAccount = z.infer<typeof throttledAccountSchema>;

export const throttledAccountsResponseSchema = z.object({
  accounts: z.array(throttledAccountSchema),
  total: z.number().int(),
  /** Addresses refused on every account (a password spray), most failures first. */
  refusedAddresses: z.array(throttledAddressSchema),
  /** When the current window ends and every count starts again at zero. */
  until: z.string(),
});
export type ThrottledAccounts = z.infer<typeof throttledAccountsResponseSchema>;
