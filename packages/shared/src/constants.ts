/** Business constants and limits (docs/product.md §9), in one place. */

export const USER_TYPES = ["student", "developer", "parent_guide", "admin"] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * The languages an account may have (docs/product.md §3): the e-mails it gets are written in it.
 * The first is the default, for accounts made before languages and for a request that names none
 * of these. A client may speak fewer of them (the web's list is a subset).
 */
export const LANGUAGES = ["en", "es", "pt-BR"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];

/** Account types a visitor may pick on the registration form. */
export const SELF_REGISTER_TYPES = ["student", "developer", "parent_guide"] as const;

export const PASSWORD_MIN_LENGTH = 8;
export const DEVELOPER_APPROVAL_TIME = "1-2 business days";

export const STUDENT_DASHBOARD_TRANSACTIONS = 5;
export const STUDENT_DASHBOARD_REWARDS = 3;
export const PARENT_DASHBOARD_STUDENTS = 5;
export const ADMIN_RECENT_ACTIVITY = 5;

export const ACHIEVEMENT_ADVANCED_REDEMPTIONS = 5;
export const ACHIEVEMENT_EXPERT_REDEMPTIONS = 10;

/**
 * The avatars a student may pick (stored as the id; the art ships with the web client). Never an
 * upload: nothing a child chooses here identifies them.
 */
export const AVATAR_IDS = [
  "cat",
  "dog",
  "bird",
  "fish",
  "rabbit",
  "squirrel",
  "turtle",
  "snail",
  "panda",
  "rocket",
  "robot",
  "ghost",
] as const;
export type AvatarId = (typeof AVATAR_IDS)[number];

/**
 * The pictures a parent/guide may give a custom reward (stored as the id; the art ships with the
 * web client). A reward without one shows the default of its kind.
 */
export const REWARD_PICTURE_IDS = [
  "gift",
  "star",
  "book",
  "game",
  "ice-cream",
  "pizza",
  "movie",
  "outing",
  "bike",
  "music",
  "art",
  "puzzle",
  "ball",
  "cake",
  "screen-time",
  "ticket",
] as const;
export type RewardPictureId = (typeof REWARD_PICTURE_IDS)[number];

export const API_RATE_LIMIT_PER_HOUR = 100;
/** Calls per hour of a developer's test key, counted apart from the live limit. */
export const API_TEST_RATE_LIMIT_PER_HOUR = 1000;
/** Items in one POST /api/v1/award-trophies/batch. */
export const AWARD_BATCH_MAX = 100;
/** How long after an award the awarding app may still reverse it itself. */
export const APP_REVERSAL_WINDOW_DAYS = 7;
export const WEBHOOK_EVENT_TYPES = [
  "award.created",
  "award.reversed",
  "connection.revoked",
  "ping",
] as const;
/**
 * A link code a student (or a parent/guide for them) gives an app to connect it: its length, and
 * its characters, none that reads like another (no 0/O, 1/I/L, 5/S, 2/Z, 8/B, U/V).
 */
export const LINK_CODE_LENGTH = 8;
export const LINK_CODE_ALPHABET = "34679ACDEFGHJKMNPQRTWXY";
/** How long a link code may be exchanged. */
export const LINK_CODE_TTL_MINUTES = 10;
/** Wrong codes one developer's apps may send in LINK_CODE_FAILURE_WINDOW_MINUTES before a 429. */
export const LINK_CODE_FAILURES_MAX = 5;
export const LINK_CODE_FAILURE_WINDOW_MINUTES = 10;
/** Endpoints one developer may register. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
/** Test events (`ping`) one developer may send per minute, over all their endpoints. */
export const WEBHOOK_TESTS_PER_MINUTE = 5;
/** A replay of an endpoint's failed deliveries may follow the last one after this many seconds. */
export const WEBHOOK_REPLAY_INTERVAL_SECONDS = 60;
export const AWARD_MIN = 1;
export const AWARD_MAX = 1000;

export const CUSTOM_REWARD_DEFAULT_COST = 10;
export const CUSTOM_REWARD_MIN_COST = 1;
export const GIFT_CARD_CODE_VISIBLE_CHARS = 4;

export const LOW_STOCK_BELOW = 10;
export const MEDIUM_STOCK_BELOW = 50;

export const USER_LIST_PAGE_SIZE = 20;
export const UPLOAD_PREVIEW_ROWS = 5;
export const PARTIAL_UPLOAD_ERRORS_SHOWN = 5;

export const EXPORT_DEFAULT_FORMAT = "json";
export const GIFT_CARD_MIN_CODE_LENGTH = 5;
export const GIFT_CARD_MAX_CODE_LENGTH = 200;
export const GIFT_CARD_MAX_NOTES_LENGTH = 500;

/** The platform's own limits, held by the server (docs/product.md §9, platform limits). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const VERIFICATION_TOKEN_TTL_HOURS = 24;
export const LOGIN_THROTTLE_WINDOW_SECONDS = 15 * 60;
/**
 * Sign-in attempts that may fail within one window from one client address on one account: the
 * next one from that address is refused (429), whatever the password.
 */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/**
 * Failures on one account from all addresses together past which the account is slowed, never
 * locked: each address then has LOGIN_MAX_ATTEMPTS_PER_ADDRESS_WHILE_SLOWED attempts on it per
 * window, so an address that has not failed still signs in.
 */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 20;
/** A slowed account's attempts per address and window: one typo, then the right password. */
export const LOGIN_MAX_ATTEMPTS_PER_ADDRESS_WHILE_SLOWED = 2;
/**
 * Failures from one address over all accounts: high enough for a whole school behind one NAT
 * (each account there still has its own limits above), low enough to stop a password spray.
 */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 1000;
export const RESEND_VERIFICATION_PER_HOUR = 5;
export const RESEND_VERIFICATION_PER_ADDRESS_PER_HOUR = 60;
/** "You already have an account" mails per address an hour, when someone signs up with it again. */
export const ACCOUNT_EXISTS_MAILS_PER_HOUR = 5;
export const PASSWORD_RESET_TOKEN_TTL_HOURS = 1;
/** Reset links mailed per account, and reset requests per address, within an hour. */
export const PASSWORD_RESET_PER_HOUR = 5;
export const PASSWORD_RESET_PER_ADDRESS_PER_HOUR = 60;
/** Regenerated API keys a developer may ask for within any 24 hours. */
export const API_KEY_REGENERATIONS_PER_DAY = 5;
/** Award API calls with an unknown or revoked key one client address may make per minute. */
export const API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE = 60;
/** Sessions one user holds at once: signing in once more ends the oldest. */
export const SESSIONS_PER_USER_MAX = 10;
/** Connection requests a parent/guide may send in one UTC day; past it they reach nobody. */
export const CONNECTION_REQUESTS_PER_DAY = 3;
/** After a student declines a parent/guide, that parent's requests reach them again only after this. */
export const CONNECTION_DECLINE_QUIET_DAYS = 30;

/** Ranges of every number a client sends. */
export const TROPHIES_MIN = 1;
export const TROPHIES_MAX = 1_000_000;
export const USD_MAX = 10_000;
export const DAILY_TROPHY_BUDGET_MAX = 1_000_000;

/** Lists: how many items an answer holds when the client names no `limit`, and at most. */
export const LIST_DEFAULT_LIMIT = 100;
export const LIST_MAX_LIMIT = 500;
export const ADMIN_AWARDS_PAGE_SIZE = 20;
