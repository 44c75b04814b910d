import {
  API_KEY_REGENERATIONS_PER_DAY,
  API_RATE_LIMIT_PER_HOUR,
  APP_REVERSAL_WINDOW_DAYS,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_TESTS_PER_MINUTE,
} from "@trophy/shared/constants";
import type { ErrorCode } from "@trophy/shared/error-codes";
import { SHARED_TEXTS } from "@trophy/shared/shared-texts";

/**
 * The sentence of every error code: what `error` says when a service throws the code without a
 * text of its own. The texts clients used to match (docs/architecture.md §3, docs/product.md §8)
 * are kept word for word; clients now read `code`.
 */
export const ERROR_TEXTS: Record<ErrorCode, string> = {
  validation_failed: "Invalid request",
  invalid_json: "The request body is not valid JSON",
  unsupported_media_type: "Unsupported content type",
  payload_too_large: "The request body is too large",
  invalid_url: "The address is not a valid URL",
  url_too_long: "The address is too long",
  bad_request: "Bad request",
  unstorable_text: "The text contains characters that cannot be stored",
  not_found: "Not found",
  internal_error: "Something went wrong. Please try again later.",
  server_busy: "The server is busy. Please try again in a moment.",

  invalid_credentials: "Invalid credentials",
  verify_email: "Please verify your email before logging in",
  developer_pending: "Your developer account is pending admin approval",
  developer_rejected: "Your developer account was rejected by an administrator",
  suspended: "Your account has been suspended",
  too_many_attempts: "Too many failed sign-in attempts. Please try again later.",
  email_taken: "An account with this email already exists",
  admin_registration: "Admin accounts cannot be created through registration",
  too_many_registrations: "Too many sign-ups from this network. Please try again later.",
  invalid_verification_token: "Invalid or expired verification token",
  password_not_needed: "This account does not need a password to be set",
  invalid_password: SHARED_TEXTS.invalidPassword,
  password_required: "Enter the password you chose when you signed up",
  wrong_password: "The password is incorrect",
  too_many_resends: "Too many verification e-mails requested. Please try again later.",
  invalid_refresh_token: "Invalid or expired refresh token",
  auth_required: "Authentication required",
  invalid_token: "Invalid or expired token",
  stream_token_invalid: "Invalid or expired token",
  forbidden: "You do not have permission to do this",

  parental_consent_required: "A parent or guide has to agree before this account can be used.",
  parental_consent_withdrawn:
    "A parent or guide withdrew their consent, so this account cannot be used unless they give it again.",
  parent_email_required: "A parent or guide's e-mail is needed for a student of this age",
  parent_email_is_student:
    "The parent or guide's e-mail must be theirs, not the student's own address",
  consent_request_not_found: "This consent link is not valid",
  consent_request_closed: "This consent request was already answered or has expired",
  consent_not_needed: "This student's account does not need a parent's consent",
  consent_ticket_invalid: "This step has expired. Please sign in again to continue.",
  too_many_consent_mails: "Too many consent e-mails today. Please try again tomorrow.",
  consent_wrong_parent:
    "Only the parent or guide the child named can agree: sign in with the account of the address that received the e-mail",
  consent_withdrawn_by_other: "Only the parent or guide who withdrew consent can give it again",
  link_approval_not_found: "No connection waits for your approval",

  insufficient_trophies: "Insufficient trophies",
  out_of_stock: "This gift card is out of stock",
  reward_not_found: "Reward not found",
  invalid_reward_id: "Invalid reward id",
  request_not_found: "Connection request not found",

  api_key_missing: "Missing API key: send it in the X-API-Key header",
  api_key_invalid: "Invalid or revoked API key",
  developer_not_validated: "This developer account is not validated",
  student_not_found: "No student account with that email",
  rate_limited: `Rate limit exceeded: ${API_RATE_LIMIT_PER_HOUR} requests per hour per developer`,
  daily_budget_exceeded: "This award would exceed the developer's daily trophy budget",
  idempotency_mismatch: "This Idempotency-Key was already used with a different request",
  developer_not_found: "Developer not found",
  too_many_regenerations: `You can regenerate your API key at most ${API_KEY_REGENERATIONS_PER_DAY} times in 24 hours. Please try again later.`,
  too_many_invalid_keys:
    "Too many calls with an unknown API key from this address. Please try again later.",

  already_linked: "This student is already linked to you",
  request_already_pending: "A connection request to this student is already pending",
  student_not_linked: "You can only create rewards for students linked to you",
  link_not_found: "This student is not linked to you",
  fulfillment_not_found: "Fulfillment not found",
  already_fulfilled: "This reward has already been fulfilled",
  reward_out_of_stock: "This reward is out of stock",
  already_declined: "This redemption has already been declined",

  gift_card_exists: "Gift card code already exists",
  duplicate_codes_in_batch: "Duplicate codes in batch",
  all_gift_cards_failed: "All gift cards failed",
  invalid_gift_card_file: "The gift card file could not be read",
  denomination_not_found: "No gift cards of that denomination",
  cannot_delete_redeemed: SHARED_TEXTS.cannotDeleteRedeemed,
  user_not_found: "User not found",
  cannot_suspend_self: "You cannot suspend your own account",
  last_active_admin: "The last active admin cannot be suspended",
  award_not_found: "Award not found",
  reversal_exceeds_balance: "The student's balance is lower than the trophies of this award",
  reversal_window_passed: `An app can reverse its awards within ${APP_REVERSAL_WINDOW_DAYS} days; ask an admin to reverse an older one`,

  webhook_url_invalid: "The webhook URL must be an https:// address whose host name resolves",
  webhook_url_forbidden:
    "The webhook URL must not point to a private, loopback or link-local network address",
  too_many_webhooks: `A developer can register at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints; delete one first`,
  webhook_not_found: "Webhook endpoint not found",
  too_many_webhook_tests: `You can send at most ${WEBHOOK_TESTS_PER_MINUTE} test events a minute. Please try again in a moment.`,
  too_many_webhook_replays:
    "This endpoint's failed deliveries were replayed less than a minute ago. Please try again in a moment.",

  invalid_reset_token:
    "This password reset link is invalid, was already used or has expired. Please ask for a new one.",
  too_many_reset_requests: "Too many password reset e-mails requested. Please try again later.",
  wrong_current_password: "The current password is incorrect",
  gift_card_goal: "A gift card cannot be a goal; choose one of the other rewards",
  request_not_pending:
    "This request has already been answered; only a pending request can be cancelled",
  app_not_found: "This app has not awarded this student",
  app_blocked_by_parent: "A parent or guide stopped this app; only they can allow it again",
  invalid_link_code: "This code is not valid: it may be mistyped, expired or already used",
  too_many_link_code_attempts: "Too many wrong codes; wait before trying again",
  parent_link_not_found: "This parent/guide is not linked to you",
  notification_not_for_role: "That notification is not one of your account's",
  invalid_unsubscribe_token: "This unsubscribe link is not valid",

  approval_not_found: "No gift card waits for your approval with that id",
  already_approved: "This gift card has already been approved",
  redemption_not_found: "Redemption not found",
  avatar_for_students_only: "Only students choose an avatar",
  last_admin: "The last active admin account cannot be deleted",
  cannot_delete_self: "Delete your own account from your profile, with your password",
  deletion_request_not_found: "There is no pending request to delete this account",
  approval_ends_on_unlink:
    "This parent/guide is the last one approving your gift cards: removing them ends that approval, and they will be told. Confirm to remove them.",
  block_not_found: "This parent/guide is not blocked",
};

/** 429 of a test key: its limit is its own. */
export const testRateLimitedText = (limit: number) =>
  `Rate limit exceeded: ${limit} test requests per hour per developer`;

/** 404 for a path no route serves. */
export function routeNotFoundText(method: string, path: string): string {
  return `${ERROR_TEXTS.not_found}: ${method} ${path}`;
}

/** 409 to an admin when a reversal would take the balance below zero (an app's names no figure). */
export function reversalExceedsBalanceText(balance: number, amount: number): string {
  return `The student's balance is ${balance} trophies, lower than the ${amount} trophies of this award`;
}

/** 400 for an upload naming a code twice; the codes also travel as the answer's `codes`. */
export function duplicateCodesText(codes: string[]): string {
  return `${ERROR_TEXTS.duplicate_codes_in_batch}: ${codes.join(", ")}`;
}

/** 400 for an upload of which no row was stored; the rows also travel as the answer's `errors`. */
export function allGiftCardsFailedText(errors: { code: string; error: string }[]): string {
  return `${ERROR_TEXTS.all_gift_cards_failed}. Errors: ${errors.map((e) => `${e.code}: ${e.error}`).join("; ")}`;
}

/** The parts of a schema validation answer (`validation_failed`) the server words itself. */
export const VALIDATION_TEXTS = {
  invalidRow: "Invalid row",
  required: (field: string) => `${field} is required`,
  requestPartRequired: (part: string) => `Request ${part} is required`,
  fieldMessage: (field: string, message: string) => `${field}: ${message}`,
  invalidConnectionRequestId: "Invalid connection request id",
  invalidId: "Invalid id",
  invalidDeveloperId: "Invalid developer id",
  invalidUserId: "Invalid user id",
  invalidAwardId: "Invalid award id",
  invalidRewardId: "Invalid reward id",
  idempotencyKeyTooLong: (max: number) => `Idempotency-Key must be at most ${max} characters`,
} as const;

/** Why a webhook URL is refused, and what a failed delivery attempt records for the Webhooks page. */
export const WEBHOOK_TEXTS = {
  httpsRequired: "The webhook URL must start with https://",
  schemeRequired: "The webhook URL must start with https:// or http://",
  unresolvable: (host: string) => `The webhook URL's host name ${host} does not resolve`,
  forbiddenAddress: (host: string) =>
    `The webhook URL's host ${host} is a private, loopback or link-local address; webhooks go to public addresses only`,
  timedOut: (seconds: number) => `No answer within ${seconds} seconds`,
  answered: (status: number) => `The endpoint answered ${status}, not 2xx`,
  failedToConnect: (reason: string) => `The request failed: ${reason}`,
  unsigned: "The request could not be signed (the server's APP_SECRET changed)",
  ping: "A test event sent from the Webhooks page",
} as const;
