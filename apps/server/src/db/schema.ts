import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => timestamptz("created_at").notNull().defaultNow();

export const userType = pgEnum("user_type", ["student", "developer", "parent_guide", "admin"]);
export const developerStatus = pgEnum("developer_status", ["pending", "validated", "rejected"]);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    name: text("name"),
    userType: userType("user_type").notNull(),
    passwordHash: text("password_hash"),
    phone: text("phone"),
    companyName: text("company_name"),
    emailVerifiedAt: timestamptz("email_verified_at"),
    developerStatus: developerStatus("developer_status"),
    rejectionReason: text("rejection_reason"),
    suspendedAt: timestamptz("suspended_at"),
    suspendedUntil: timestamptz("suspended_until"),
    suspensionReason: text("suspension_reason"),
    createdAt: createdAt(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("users_email_normalised", sql`${t.email} = lower(btrim(${t.email}))`),
    check(
      "users_developer_status_only_for_developers",
      sql`(${t.userType} = 'developer') = (${t.developerStatus} IS NOT NULL)`,
    ),
    index("users_created_at_idx").on(t.createdAt),
  ],
);

/** A sign-in: the family of refresh tokens it rotates through; the access token names it. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    rotatedAt: timestamptz("rotated_at"),
  },
  (t) => [index("refresh_tokens_session_id_idx").on(t.sessionId)],
);

export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [index("email_verification_tokens_user_id_idx").on(t.userId)],
);

/** Fixed-window counters shared by every instance (login throttling, API rate limits). */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    bucket: text("bucket").notNull(),
    windowStart: timestamptz("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.windowStart] }),
    index("rate_limit_counters_window_start_idx").on(t.windowStart),
  ],
);

/** What happened on the platform, written by the operations themselves (admin dashboard). */
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    description: text("description").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("activity_log_created_at_idx").on(t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
