/**
 * The machine codes of the API's error answers, `{error, code}`: `error` is a sentence for people,
 * `code` one of these for programs (docs/decisions/006-code-conventions.md). A code is stable:
 * renaming or removing one is a breaking change for every client. docs/api.md lists each with its
 * status and meaning.
 */
export const ERROR_CODES = [
  // Requests the server cannot read (any route).
  "validation_failed",
  "invalid_json",
  "unsupported_media_type",
  "payload_too_large",
  "invalid_url",
  "url_too_long",
  "bad_request",
  "unstorable_text",
  "not_found",
  "internal_error",
  "server_busy",
  // Accounts and sessions (docs/architecture.md §3).
  "invalid_credentials",
  "verify_email",
  "developer_pending",
  "developer_rejected",
  "suspended",
  "too_many_attempts",
  // Answered no more (sign-up answers alike for a taken address); kept, as codes are stable.
  "email_taken",
  "admin_registration",
  "too_many_registrations",
  "invalid_verification_token",
  // Answered no more (every verification now carries a password); kept, as codes are stable.
  "password_not_needed",
  "invalid_password",
  "password_required",
  "wrong_password",
  "too_many_resends",
  "invalid_refresh_token",
  "auth_required",
  "invalid_token",
  "stream_token_invalid",
  "forbidden",
  // Parental consent for students under the consent age (docs/product.md, Privacy).
  "parental_consent_required",
  "parental_consent_withdrawn",
  "parent_email_required",
  "parent_email_is_student",
  "consent_request_not_found",
  "consent_request_closed",
  "consent_ticket_invalid",
  "too_many_consent_mails",
  "consent_wrong_parent",
  "consent_withdrawn_by_other",
  "link_approval_not_found",
  "consent_not_needed",
  // Students.
  "insufficient_trophies",
  "out_of_stock",
  "reward_not_found",
  "invalid_reward_id",
  "request_not_found",
  // Award API and developers.
  "api_key_missing",
  "api_key_invalid",
  "developer_not_validated",
  "student_not_found",
  "rate_limited",
  "daily_budget_exceeded",
  "idempotency_mismatch",
  "developer_not_found",
  "too_many_regenerations",
  "too_many_invalid_keys",
  // Parents.
  "already_linked",
  "request_already_pending",
  "student_not_linked",
  "link_not_found",
  "fulfillment_not_found",
  "already_fulfilled",
  // Custom rewards with stock; declined fulfilments (docs/product.md, parents).
  "reward_out_of_stock",
  "already_declined",
  // Admin: gift cards, users, awards.
  "gift_card_exists",
  "duplicate_codes_in_batch",
  "all_gift_cards_failed",
  "invalid_gift_card_file",
  "denomination_not_found",
  "cannot_delete_redeemed",
  "user_not_found",
  "cannot_suspend_self",
  "last_active_admin",
  "award_not_found",
  "reversal_exceeds_balance",
  // Reversal by the awarding app.
  "reversal_window_passed",
  // Webhook endpoints of developers.
  "webhook_url_invalid",
  "webhook_url_forbidden",
  "too_many_webhooks",
  "webhook_not_found",
  "too_many_webhook_tests",
  "too_many_webhook_replays",
  // Password reset and change (docs/architecture.md §3).
  "invalid_reset_token",
  "too_many_reset_requests",
  "wrong_current_password",
  // Student goals.
  "gift_card_goal",
  // Connections both ways: requests a parent/guide sent, parents a student removes.
  "request_not_pending",
  "parent_link_not_found",
  // Notification e-mails: switches and one-click unsubscribe.
  "notification_not_for_role",
  "invalid_unsubscribe_token",
  // Data rights: deleting an account.
  "last_admin",
  "cannot_delete_self",
  "deletion_request_not_found",
  // Gift cards waiting for a parent/guide's approval.
  "approval_not_found",
  "already_approved",
  "redemption_not_found",
  // Profiles: only students have an avatar.
  "avatar_for_students_only",
  // A student's side of connections: the last approving link, blocked parents/guides.
  "approval_ends_on_unlink",
  "block_not_found",
  // The apps that award a student, and who stopped them.
  "app_not_found",
  "app_blocked_by_parent",
  // Connections: the one-time codes an app exchanges for a student's pseudonym.
  "invalid_link_code",
  "too_many_link_code_attempts",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
