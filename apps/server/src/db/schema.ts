import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@trophy/shared/constants";
import {
  CONSENT_EVENTS,
  CONSENT_METHODS,
  CONSENT_REQUEST_STATUSES,
  type ConsentEvent,
  type ConsentMethod,
  type ConsentRequestStatus,
} from "@trophy/shared/schemas/consent";
import type { PlatformText } from "@trophy/shared/schemas/platform-text";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => timestamptz("created_at").notNull().defaultNow();
/** A check's list of allowed values, from the shared constants that name them. */
const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * A student's parental consent (modules/consent): `pending` until a parent/guide consents,
 * `given` once one did, `withdrawn` after one took it back. Only `given` (or none needed) signs in.
 */
export const PARENTAL_CONSENT_STATES = ["pending", "given", "withdrawn"] as const;
export type ParentalConsentState = (typeof PARENTAL_CONSENT_STATES)[number];

/**
 * Without the pending list a GIN index is complete after every insert, so the planner keeps
 * choosing it for user search after bulk sign-ups instead of scanning the table until the next
 * vacuum; sign-ups are rare enough that the slower insert does not matter.
 */
const TRIGRAM_INDEX = { fastupdate: false };

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
    /** Set when the account was deleted: personal data is gone, ledger amounts stay. */
    deletedAt: timestamptz("deleted_at"),
    /** Developers only: trophies their apps may award per UTC day; null means the configured default. */
    dailyTrophyBudget: integer("daily_trophy_budget"),
    /** Students only: the sum of their ledger entries, kept by the ledger trigger. */
    trophyBalance: integer("trophy_balance").notNull().default(0),
    /** How many ledger entries the student has; numbers the entries and the live events. */
    ledgerSeq: integer("ledger_seq").notNull().default(0),
    /**
     * Students only: the avatar they picked, one of AVATAR_IDS (packages/shared constants), checked
     * by the shared schema; null without one. The art ships with the web client.
     */
    avatar: text("avatar"),
    /**
     * One of LANGUAGES (packages/shared constants): the account's e-mails are written in it. A
     * language added to the list changes the check below, so the next migration carries it.
     */
    language: text("language").$type<Language>().notNull().default(DEFAULT_LANGUAGE),
    /**
     * Students only: the month and year of birth given at registration (the day is never asked),
     * which decide whether a parent/guide must consent (packages/shared rules/parental-consent.ts).
     */
    birthYear: integer("birth_year"),
    birthMonth: integer("birth_month"),
    /** Students under the consent age only (PARENTAL_CONSENT_STATES); null when none is needed. */
    parentalConsent: text("parental_consent").$type<ParentalConsentState>(),
    /** When a pending or withdrawn account is deleted, unless a parent/guide consents before. */
    consentDeletionAt: timestamptz("consent_deletion_at"),
    /**
     * Students under the consent age: the parent/guide's address the child gave, kept only until
     * a parent/guide answers; only that address's account may consent (modules/consent).
     */
    consentParentEmail: text("consent_parent_email"),
    /**
     * The parent/guide whose consent is in force, or who withdrew it (only they may give it again).
     * Not a foreign key: an account is never removed, only anonymised.
     */
    consentParentId: uuid("consent_parent_id"),
    createdAt: createdAt(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("users_email_normalised", sql`${t.email} = lower(btrim(${t.email}))`),
    check(
      "users_language_known",
      sql`${t.language} IN (${sql.raw(LANGUAGES.map((l) => `'${l}'`).join(", "))})`,
    ),
    check(
      "users_developer_status_only_for_developers",
      sql`(${t.userType} = 'developer') = (${t.developerStatus} IS NOT NULL)`,
    ),
    check("users_trophy_balance_non_negative", sql`${t.trophyBalance} >= 0`),
    check("users_avatar_only_for_students", sql`${t.avatar} IS NULL OR ${t.userType} = 'student'`),
    check("users_birth_month_and_year", sql`(${t.birthYear} IS NULL) = (${t.birthMonth} IS NULL)`),
    check("users_birth_month_range", sql`${t.birthMonth} BETWEEN 1 AND 12`),
    check(
      "users_birth_only_for_students",
      sql`${t.birthYear} IS NULL OR ${t.userType} = 'student'`,
    ),
    check(
      "users_parental_consent_known",
      sql`${t.parentalConsent} IN (${oneOf(PARENTAL_CONSENT_STATES)})`,
    ),
    check(
      "users_parental_consent_only_for_students",
      sql`${t.parentalConsent} IS NULL OR ${t.userType} = 'student'`,
    ),
    check(
      "users_consent_deletion_while_unconsented",
      sql`(${t.consentDeletionAt} IS NOT NULL) = COALESCE(${t.parentalConsent} IN ('pending', 'withdrawn'), false)`,
    ),
    // Housekeeping's daily look for accounts whose consent did not come in time.
    index("users_consent_deletion_idx")
      .on(t.consentDeletionAt)
      .where(sql`${t.consentDeletionAt} IS NOT NULL`),
    index("users_created_at_idx").on(t.createdAt),
    // The admin search matches e-mail or name anywhere, case-insensitively (ILIKE '%term%').
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")).with(TRIGRAM_INDEX),
    index("users_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")).with(TRIGRAM_INDEX),
    index("users_user_type_created_at_idx").on(t.userType, t.createdAt),
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

/**
 * One row: how many statements may have ended sessions (a revocation or a deletion; a suspension
 * revokes them), counted by a trigger (migration 0014). While it stands still, open balance streams need not ask
 * about their sessions again (modules/balance-stream/session-watch.ts).
 */
export const sessionEnds = pgTable("session_ends", {
  id: integer("id").primaryKey(),
  count: bigint("count", { mode: "number" }).notNull(),
});

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    rotatedAt: timestamptz("rotated_at"),
    /** Who rotated it (auth/refresh-successor.ts, clientMark): only they get its successor again. */
    rotatedBy: text("rotated_by"),
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

/**
 * Fixed-window counters shared by every instance: sign-in throttling, and the hourly calls of each
 * API key, which are the rate limit and, kept for good, the developer's usage history.
 */
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
    /** The description as a key and parameters, for each reader's language (null on older rows). */
    descriptionText: jsonb("description_text").$type<PlatformText>(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The admin who acted, for entries an admin caused. */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("activity_log_created_at_idx").on(t.createdAt)],
);

export const transactionKind = pgEnum("transaction_kind", [
  "award",
  "redemption",
  "reversal",
  /** Trophies given back: a declined fulfilment or a declined gift-card approval. */
  "refund",
  /** Trophies set aside for a gift card that waits for a parent/guide's approval. */
  "hold",
]);

/**
 * The trophy ledger. Append-only (a trigger refuses UPDATE and DELETE); a BEFORE INSERT trigger
 * adds the amount to the student's balance under its row lock and stamps `balance_after` and
 * `student_seq`, so the balance always equals the sum and can never go below zero.
 */
export const trophyTransactions = pgTable(
  "trophy_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: uuid("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amount: integer("amount").notNull(),
    kind: transactionKind("kind").notNull(),
    description: text("description").notNull(),
    /**
     * A description the platform wrote, as a key and parameters for each reader's language; null
     * where a person wrote it (an app's award details) and on older rows.
     */
    descriptionText: jsonb("description_text").$type<PlatformText>(),
    /** The developer whose app awarded it (awards only). */
    developerId: uuid("developer_id").references(() => users.id, { onDelete: "set null" }),
    /** Reversals only: the award it takes back; unique, so an award is reversed at most once. */
    reversesId: uuid("reverses_id")
      .unique()
      .references((): AnyPgColumn => trophyTransactions.id, { onDelete: "restrict" }),
    balanceAfter: integer("balance_after").notNull().default(0),
    studentSeq: integer("student_seq").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("trophy_transactions_amount_non_zero", sql`${t.amount} <> 0`),
    uniqueIndex("trophy_transactions_student_seq_idx").on(t.studentId, t.studentSeq),
    check(
      "trophy_transactions_reversal_links_award",
      // As text: the enum value is new in the same migration, and PostgreSQL refuses its use there.
      sql`(${t.kind}::text = 'reversal') = (${t.reversesId} IS NOT NULL)`,
    ),
    // The admin's award list, per developer, newest first.
    index("trophy_transactions_developer_created_idx")
      .on(t.developerId, t.createdAt)
      .where(sql`${t.kind} = 'award'`),
  ],
);

export const rewardType = pgEnum("reward_type", ["base", "custom"]);
export const fulfillmentType = pgEnum("fulfillment_type", ["automatic", "manual"]);

export const rewards = pgTable(
  "rewards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    trophyCost: integer("trophy_cost").notNull(),
    rewardType: rewardType("reward_type").notNull(),
    fulfillmentType: fulfillmentType("fulfillment_type").notNull().default("manual"),
    isActive: boolean("is_active").notNull().default(true),
    /** How many more times it can be redeemed (custom and base rewards); null is unlimited. */
    stock: integer("stock"),
    /**
     * Custom rewards: the student it is for, and the parent/guide who made it. Base rewards are the
     * platform's (admins manage them; the activity log names who): no creator, so no account's
     * deletion retires them.
     */
    customForStudent: uuid("custom_for_student").references(() => users.id, {
      onDelete: "cascade",
    }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "cascade" }),
    /**
     * Custom rewards: the picture their parent/guide chose, one of REWARD_PICTURE_IDS (packages/shared
     * constants); null shows the default of the reward's kind.
     */
    picture: text("picture"),
    createdAt: createdAt(),
  },
  (t) => [
    check("rewards_trophy_cost_positive", sql`${t.trophyCost} > 0`),
    check("rewards_stock_non_negative", sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
    check(
      "rewards_custom_has_student",
      sql`(${t.rewardType} = 'custom') = (${t.customForStudent} IS NOT NULL)`,
    ),
    index("rewards_custom_for_student_idx").on(t.customForStudent),
    index("rewards_created_by_idx").on(t.createdBy),
  ],
);

/**
 * Gift card stock. The code is stored encrypted (`code_ciphertext`) with a keyed hash for
 * uniqueness (`code_hash`); both keys derive from APP_SECRET.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    codeHash: text("code_hash").notNull().unique(),
    codeCiphertext: text("code_ciphertext").notNull(),
    cardType: text("card_type").notNull(),
    usdCents: integer("usd_cents").notNull(),
    trophyCost: integer("trophy_cost").notNull(),
    expiresAt: timestamptz("expires_at"),
    notes: text("notes"),
    batchId: text("batch_id"),
    redeemedAt: timestamptz("redeemed_at"),
    redeemedBy: uuid("redeemed_by").references(() => users.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("gift_cards_usd_positive", sql`${t.usdCents} > 0`),
    check("gift_cards_trophy_cost_positive", sql`${t.trophyCost} > 0`),
    check(
      "gift_cards_redeemed_together",
      sql`(${t.redeemedAt} IS NULL) = (${t.redeemedBy} IS NULL)`,
    ),
    index("gift_cards_available_idx")
      .on(t.cardType, t.usdCents, t.trophyCost, t.expiresAt)
      .where(sql`${t.redeemedAt} IS NULL`),
    // Partial: a card enters it only when redeemed, so uploads of new cards skip it.
    index("gift_cards_redeemed_by_idx")
      .on(t.redeemedBy)
      .where(sql`${t.redeemedBy} IS NOT NULL`),
  ],
);

/**
 * Gift cards counted per denomination and expiry, kept by triggers on gift_cards (drizzle/0013):
 * derived data, never backed up. Each statement on gift_cards appends its own signed deltas
 * instead of updating one counter per denomination, so concurrent redemptions never queue on a
 * shared row; maintenance folds the deltas back to one row per key (docs/architecture.md §2).
 */
export const giftCardCounts = pgTable("gift_card_counts", {
  cardType: text("card_type").notNull(),
  usdCents: integer("usd_cents").notNull(),
  trophyCost: integer("trophy_cost").notNull(),
  /** Part of the key: whether a card counts as expired depends on the clock at read time. */
  expiresAt: timestamptz("expires_at"),
  unredeemed: integer("unredeemed").notNull(),
  redeemed: integer("redeemed").notNull(),
});

export const redemptionStatus = pgEnum("redemption_status", [
  "pending",
  "fulfilled",
  "completed",
  /** A parent/guide could not fulfil it; the trophies were refunded. */
  "declined",
  /** A gift card held for a parent/guide's approval; its trophies are held by a ledger entry. */
  "awaiting_approval",
]);

/** A student's redemption: of a reward (custom ones await their parent/guide) or a gift card. */
export const redemptions = pgTable(
  "redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: uuid("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    rewardId: uuid("reward_id").references(() => rewards.id, { onDelete: "set null" }),
    giftCardId: uuid("gift_card_id")
      .unique()
      .references(() => giftCards.id, { onDelete: "restrict" }),
    transactionId: uuid("transaction_id")
      .notNull()
      .unique()
      .references(() => trophyTransactions.id, { onDelete: "restrict" }),
    /** Snapshots: what the student redeemed stays readable if the reward changes later. */
    title: text("title").notNull(),
    /** A gift card's title as a key and parameters, for each reader's language (null otherwise). */
    titleText: jsonb("title_text").$type<PlatformText>(),
    rewardType: text("reward_type").notNull(),
    trophyCost: integer("trophy_cost").notNull(),
    /**
     * The parent/guide who fulfils it (custom rewards). A base reward's has none: every admin and
     * every parent/guide linked to the student may fulfil it (modules/fulfillments/fulfiller.ts).
     */
    fulfillerId: uuid("fulfiller_id").references(() => users.id, { onDelete: "set null" }),
    status: redemptionStatus("status").notNull(),
    fulfilledAt: timestamptz("fulfilled_at"),
    declinedAt: timestamptz("declined_at"),
    declineReason: text("decline_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("redemptions_student_id_idx").on(t.studentId, t.createdAt),
    index("redemptions_fulfiller_id_idx").on(t.fulfillerId),
    // A reward's redemptions: the admin's and the parent's counts, and whether one can be deleted.
    index("redemptions_reward_id_idx").on(t.rewardId, t.status),
    // The admins' Fulfilment list and their dashboard's count: base rewards only, by state.
    index("redemptions_base_status_idx")
      .on(t.status, t.createdAt)
      .where(sql`${t.rewardType} = 'base'`),
  ],
);

export const linkStatus = pgEnum("link_status", ["pending", "accepted", "rejected"]);

/** A parent/guide's connection to a student: requested by the parent, answered by the student. */
export const parentStudentLinks = pgTable(
  "parent_student_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    parentId: uuid("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: linkStatus("status").notNull().default("pending"),
    /** When on, this student's gift-card redemptions wait for this parent/guide's approval. */
    approveGiftCards: boolean("approve_gift_cards").notNull().default(false),
    createdAt: createdAt(),
    respondedAt: timestamptz("responded_at"),
    /**
     * A pending link the student accepted that waits for the consenting parent's approval (under
     * the consent age a new adult needs it); it gives no access until approved.
     */
    studentAcceptedAt: timestamptz("student_accepted_at"),
    /**
     * A rejected link the student disputed: they said this consenting adult is not their parent.
     * Admins see it; the adult is blocked from asking again.
     */
    disputedAt: timestamptz("disputed_at"),
  },
  (t) => [
    uniqueIndex("parent_student_links_open_idx")
      .on(t.parentId, t.studentId)
      .where(sql`${t.status} IN ('pending', 'accepted')`),
    index("parent_student_links_student_idx").on(t.studentId, t.status),
  ],
);

/**
 * Connection requests that reach nobody: the address is no student's, the student blocked this
 * parent/guide, or declined them in the last 30 days. The parent/guide sees each as sent and
 * waiting, like a real pending request, so asking tells nothing about who has an account or who
 * said no (docs/product.md §4, Connection request). Keyed by the address as typed (lower case).
 */
export const withheldConnectionRequests = pgTable(
  "withheld_connection_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    parentId: uuid("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentEmail: text("student_email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("withheld_connection_requests_parent_idx").on(t.parentId, t.studentEmail)],
);

/** The parents/guides a student blocked: their requests are withheld until the student unblocks. */
export const blockedParents = pgTable(
  "blocked_parents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: uuid("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("blocked_parents_student_parent_idx").on(t.studentId, t.parentId)],
);

export type UserRow = typeof users.$inferSelect;
export type TransactionRow = typeof trophyTransactions.$inferSelect;
export type GiftCardRow = typeof giftCards.$inferSelect;
export type RedemptionRow = typeof redemptions.$inferSelect;

/**
 * A developer's API keys: looked up by SHA-256 of the key, kept encrypted so the developer can
 * see it again; at most one live (unrevoked) key per developer.
 */
export const apiKeyMode = pgEnum("api_key_mode", ["live", "test"]);

export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    developerId: uuid("developer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `live` keys move real balances; `test` keys work against the developer's sandbox. */
    mode: apiKeyMode("mode").notNull().default("live"),
    keyHash: text("key_hash").notNull().unique(),
    keyCiphertext: text("key_ciphertext").notNull(),
    createdAt: createdAt(),
    revokedAt: timestamptz("revoked_at"),
    /** Stamped from the request log as it is written, so calls themselves stay one statement. */
    lastUsedAt: timestamptz("last_used_at"),
  },
  (t) => [
    uniqueIndex("api_keys_one_live_per_developer_mode_idx")
      .on(t.developerId, t.mode)
      .where(sql`${t.revokedAt} IS NULL`),
  ],
);

/** The first answer to an award request with an Idempotency-Key, replayed to its retries. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    developerId: uuid("developer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.developerId, t.key] }),
    index("idempotency_keys_created_at_idx").on(t.createdAt),
  ],
);

/**
 * A student as one app knows them (docs/product.md §4, Privacy towards apps): a pseudonym, stable
 * for the pair and different for two apps, made at the app's first award; and whether the student
 * or a linked parent/guide stopped the app. An app never sees the account's id.
 */
export const appStudents = pgTable(
  "app_students",
  {
    developerId: uuid("developer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `stu_` and 32 random hex digits: what the app sees as `studentId` and sends as `studentRef`. */
    ref: text("ref").notNull().unique(),
    /** The student stopped this app (they may allow it again). */
    blockedByStudentAt: timestamp("blocked_by_student_at", { withTimezone: true }),
    /** A linked parent/guide stopped this app; only a parent/guide allows it again. */
    blockedByParentAt: timestamp("blocked_by_parent_at", { withTimezone: true }),
    /**
     * The app exchanged a link code of the student's: null when it never did, or the student or a
     * parent/guide disconnected or stopped it since (a new code connects it again).
     */
    connectedAt: timestamp("connected_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.developerId, t.studentId] }),
    index("app_students_student_idx").on(t.studentId),
  ],
);

/**
 * A student's one-time code for connecting an app (app-students/connections.service.ts): one per
 * student, a new one replacing it; only a keyed hash of it is kept, and the row goes once used.
 */
export const appLinkCodes = pgTable("app_link_codes", {
  studentId: uuid("student_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Sandbox students of a developer's test key: any e-mail becomes one on first use, with a stable
 * id; their balance is the sandbox's own and never touches a real account.
 */
export const sandboxStudents = pgTable(
  "sandbox_students",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    developerId: uuid("developer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    balance: integer("balance").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sandbox_students_developer_email_idx").on(t.developerId, t.email),
    check("sandbox_students_balance_non_negative", sql`${t.balance} >= 0`),
  ],
);

/** Awards made with a test key, and their reversal (at most one, stamped on the award). */
export const sandboxAwards = pgTable(
  "sandbox_awards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    developerId: uuid("developer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => sandboxStudents.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    description: text("description").notNull(),
    createdAt: createdAt(),
    reversalId: uuid("reversal_id").unique(),
    reversedAt: timestamptz("reversed_at"),
  },
  (t) => [
    index("sandbox_awards_developer_created_idx").on(t.developerId, t.createdAt),
    // A sandbox student's last award, for the retention schedule, and their awards' cascade.
    index("sandbox_awards_student_created_idx").on(t.studentId, t.createdAt),
  ],
);

/** Where a developer wants events sent; the signing secret is kept sealed, like API keys. */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    developerId: uuid("developer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    secretCiphertext: text("secret_ciphertext").notNull(),
    createdAt: createdAt(),
    /** Set when a delivery ran out of retries; cleared by the next delivered one. */
    failingSince: timestamptz("failing_since"),
    /**
     * The circuit (delivery-worker.ts): attempts in a row that got no answer (timed out or could
     * not connect); an answer of any status sets it back to 0.
     */
    unansweredInRow: integer("unanswered_in_row").notNull().default(0),
    /** When the circuit last opened; null while it is closed. */
    circuitOpenedAt: timestamptz("circuit_opened_at"),
    /** Open (nothing claimed) until then, half-open (one probe at a time) after; null: closed. */
    circuitOpenUntil: timestamptz("circuit_open_until"),
    /** The failure that opened the circuit or failed its last probe. */
    circuitLastError: text("circuit_last_error"),
  },
  (t) => [index("webhook_endpoints_developer_idx").on(t.developerId)],
);

export const webhookDeliveryStatus = pgEnum("webhook_delivery_status", [
  "pending",
  "delivered",
  "failed",
]);

/**
 * The webhook outbox: one row per event and endpoint, written in the transaction that makes the
 * event true, so nothing acknowledged is lost. Workers claim due rows with SKIP LOCKED and push
 * `next_attempt_at` past the attempt's timeout, so each attempt is made by one instance. The
 * status says where a delivery is and `delivered_at` / `failed_at` when it ended (ADR 014): the
 * check keeps the two from disagreeing.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The Standard Webhooks message id (`webhook-id`), the same on every retry. */
    messageId: text("message_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The exact JSON body that is signed and sent. */
    payload: text("payload").notNull(),
    /** The payload's `livemode`: false for the sandbox's events and pings, which are throttled. */
    livemode: boolean("livemode").notNull().default(true),
    status: webhookDeliveryStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    lastResponseCode: integer("last_response_code"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    deliveredAt: timestamptz("delivered_at"),
    failedAt: timestamptz("failed_at"),
    /**
     * Set by a claim to the end of its lease and cleared with the outcome: the attempts in flight
     * of an endpoint and of a developer, whatever instance made them (ADR 014).
     */
    inFlightUntil: timestamptz("in_flight_until"),
  },
  (t) => [
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_endpoint_due_idx")
      .on(t.endpointId, t.livemode, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_in_flight_idx")
      .on(t.endpointId)
      .where(sql`${t.inFlightUntil} IS NOT NULL`),
    index("webhook_deliveries_endpoint_created_idx").on(t.endpointId, t.createdAt),
    check(
      "webhook_deliveries_ended_with_status",
      sql`(${t.status} = 'delivered') = (${t.deliveredAt} IS NOT NULL) AND (${t.status} = 'failed') = (${t.failedAt} IS NOT NULL)`,
    ),
  ],
);

/** One row per /api/v1 call: the developer's request log and daily outcomes (kept 30 days). */
export const apiCalls = pgTable(
  "api_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    developerId: uuid("developer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    livemode: boolean("livemode").notNull(),
    operation: text("operation").notNull(),
    status: integer("status").notNull(),
    errorCode: text("error_code"),
    studentEmail: text("student_email"),
    createdAt: createdAt(),
  },
  (t) => [index("api_calls_developer_created_idx").on(t.developerId, t.createdAt)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Single-use links to set a new password, sent by e-mail; only the SHA-256 of the token is kept. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);

/** The one reward a student saves towards; `reachedAt` makes its celebration happen once. */
export const studentGoals = pgTable("student_goals", {
  studentId: uuid("student_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  rewardId: uuid("reward_id")
    .notNull()
    .references(() => rewards.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  reachedAt: timestamptz("reached_at"),
});

/** A user's notification switches; no row for an event means it is on. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] })],
);

export const mailStatus = pgEnum("mail_status", ["pending", "sent", "failed"]);

/**
 * Mail waiting to leave, written in the transaction of what it tells about; a worker sends it
 * after the commit with retries, so a restart loses none. Bodies are sealed (they can hold
 * single-use links) and cleared once sent. Where a message is, and when it ended, follow the
 * queues' convention (ADR 014), as for webhook deliveries.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    /** Sealed JSON of the message: subject, text, html and headers. */
    messageCiphertext: text("message_ciphertext"),
    status: mailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamptz("sent_at"),
    failedAt: timestamptz("failed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      "mail_outbox_ended_with_status",
      sql`(${t.status} = 'sent') = (${t.sentAt} IS NOT NULL) AND (${t.status} = 'failed') = (${t.failedAt} IS NOT NULL)`,
    ),
  ],
);

/** Card types below the low-stock mark whose admins were told; cleared when stock is back. */
export const lowStockAlerts = pgTable("low_stock_alerts", {
  cardType: text("card_type").primaryKey(),
  alertedAt: timestamptz("alerted_at").notNull().defaultNow(),
});

/** A student's request to delete their account, waiting for a linked parent/guide's confirmation. */
export const accountDeletionRequests = pgTable("account_deletion_requests", {
  studentId: uuid("student_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  requestedAt: timestamptz("requested_at").notNull().defaultNow(),
});

/**
 * The consent link mailed to a parent for a student under the consent age (modules/consent): only
 * the SHA-256 of its token is kept, and no address (the mail outbox holds that for its own
 * period). An answered or expired request stays CONSENT_LINK retention days so its link can still
 * say what became of it (privacy/retention.ts).
 */
export const consentRequests = pgTable(
  "consent_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: uuid("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    status: text("status").$type<ConsentRequestStatus>().notNull().default("pending"),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    /** When it was answered, or for an expired one when it expired. */
    answeredAt: timestamptz("answered_at"),
  },
  (t) => [
    check(
      "consent_requests_status_known",
      sql`${t.status} IN (${oneOf(CONSENT_REQUEST_STATUSES)})`,
    ),
    check(
      "consent_requests_answered_unless_pending",
      sql`(${t.status} = 'pending') = (${t.answeredAt} IS NULL)`,
    ),
    uniqueIndex("consent_requests_one_pending_idx")
      .on(t.studentId)
      .where(sql`${t.status} = 'pending'`),
    index("consent_requests_answered_idx").on(t.answeredAt),
  ],
);

/**
 * Addresses whose registration a parent/guide refused: they cannot register again until `until`
 * (CONSENT_WAIT_DAYS later). Only the SHA-256 of the address is kept.
 */
export const refusedRegistrations = pgTable("refused_registrations", {
  emailHash: text("email_hash").primaryKey(),
  until: timestamptz("until").notNull(),
});

/**
 * The consent log: every request, consent, refusal, withdrawal and expiry, with its method and
 * the notice version the parent read. Append-only: a trigger (drizzle/0023) refuses UPDATE, and
 * DELETE of an entry younger than its retention period. No foreign keys, so deleting an account
 * (which anonymises the row, and would have to update these) never touches the log: the student
 * is a bare id, the parent/guide too (null where nobody signed in).
 */
export const consentLog = pgTable(
  "consent_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: uuid("student_id").notNull(),
    parentId: uuid("parent_id"),
    event: text("event").$type<ConsentEvent>().notNull(),
    method: text("method").$type<ConsentMethod>().notNull(),
    noticeVersion: text("notice_version").notNull(),
    at: timestamptz("at").notNull().defaultNow(),
  },
  (t) => [
    check("consent_log_event_known", sql`${t.event} IN (${oneOf(CONSENT_EVENTS)})`),
    check("consent_log_method_known", sql`${t.method} IN (${oneOf(CONSENT_METHODS)})`),
    index("consent_log_student_idx").on(t.studentId, t.at),
    index("consent_log_at_idx").on(t.at),
  ],
);
