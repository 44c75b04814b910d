import type { ErrorCode } from "./error-codes";

/**
 * What each error code means and the status it comes with, for people reading the API
 * reference: docs/api.md's table is written from this (`npm run docs:errors`), and a test keeps
 * the two in step. Kept apart from the codes so that clients importing them carry none of it.
 */
export const ERROR_CODE_REFERENCE: Record<ErrorCode, { status: number; meaning: string }> = {
  validation_failed: {
    status: 400,
    meaning:
      "The body, query or path breaks the route's schema; `error` names the field and the rule.",
  },
  invalid_json: {
    status: 400,
    meaning: "The body is not valid JSON (or is empty where JSON was announced).",
  },
  unsupported_media_type: { status: 415, meaning: "The body's content type is not JSON." },
  payload_too_large: { status: 413, meaning: "The body is over the size limit." },
  invalid_url: { status: 400, meaning: "The path is not a valid URL (a broken `%` escape)." },
  url_too_long: { status: 414, meaning: "A path parameter is longer than the server accepts." },
  bad_request: { status: 400, meaning: "Any other request the server cannot read." },
  unstorable_text: {
    status: 400,
    meaning: "A text contains characters the database cannot store.",
  },
  not_found: { status: 404, meaning: "No route has this method and path." },
  internal_error: {
    status: 500,
    meaning: "Something unexpected failed; the server logged it with the request id.",
  },
  server_busy: {
    status: 503,
    meaning: "The server is overloaded and did nothing; retry after `Retry-After` seconds.",
  },
  invalid_credentials: { status: 401, meaning: "Sign-in: wrong e-mail or password." },
  verify_email: { status: 403, meaning: "Sign-in: the account's e-mail is not verified yet." },
  developer_pending: {
    status: 403,
    meaning: "Sign-in: the developer account awaits an admin's approval.",
  },
  developer_rejected: { status: 403, meaning: "Sign-in: an admin rejected the developer account." },
  suspended: {
    status: 403,
    meaning: "The account is suspended (sign-in, every call, and the award API).",
  },
  too_many_attempts: {
    status: 429,
    meaning: "Sign-in: too many failed attempts; see `Retry-After`.",
  },
  email_taken: {
    status: 409,
    meaning: "No longer answered: a sign-up with a taken address is answered as a new one.",
  },
  admin_registration: {
    status: 403,
    meaning: "Sign-up: admin accounts cannot be created by registering.",
  },
  too_many_registrations: {
    status: 429,
    meaning: "Sign-up: too many from this address; see `Retry-After`.",
  },
  invalid_verification_token: {
    status: 400,
    meaning: "The verification link is unknown, used or expired.",
  },
  password_not_needed: {
    status: 400,
    meaning: "No longer answered: every verification carries a password.",
  },
  invalid_password: {
    status: 400,
    meaning: "Verification: a student's password is missing or breaks the password rule.",
  },
  password_required: {
    status: 400,
    meaning: "Verification: a parent/guide sent no password (the one chosen at sign-up).",
  },
  wrong_password: {
    status: 400,
    meaning: "Verification: not the password chosen at sign-up; counts as a failed sign-in.",
  },
  too_many_resends: {
    status: 429,
    meaning: "Too many verification e-mails asked for from this address.",
  },
  invalid_refresh_token: { status: 401, meaning: "The refresh token is unknown, used or expired." },
  auth_required: { status: 401, meaning: "No access token was sent." },
  invalid_token: {
    status: 401,
    meaning: "The access token is invalid or expired, or its session ended.",
  },
  stream_token_invalid: {
    status: 401,
    meaning: "The balance stream's token is not a student's live access token.",
  },
  forbidden: { status: 403, meaning: "The route is for another role." },
  parental_consent_required: {
    status: 403,
    meaning:
      "Sign-in of a student under the consent age whose parent/guide has not consented yet; `consentTicket` opens their consent step.",
  },
  parental_consent_withdrawn: {
    status: 403,
    meaning:
      "Sign-in of a student whose parent/guide withdrew consent; the account is deleted unless they give it again.",
  },
  parent_email_required: {
    status: 400,
    meaning: "Registration of a student under the consent age without `parentEmail`.",
  },
  parent_email_is_student: {
    status: 400,
    meaning: "Registration whose `parentEmail` is the student's own address.",
  },
  consent_request_not_found: {
    status: 404,
    meaning:
      "No consent link has this token (never issued, or forgotten 30 days after its answer).",
  },
  consent_request_closed: {
    status: 410,
    meaning: "The consent link was already answered, or expired.",
  },
  consent_ticket_invalid: {
    status: 401,
    meaning:
      "The ticket of a young student's consent step is expired or forged: sign in again for a new one.",
  },
  too_many_consent_mails: {
    status: 429,
    meaning:
      "Consent mails are limited to 3 a day per parent/guide address and 5 a day per student (`Retry-After`).",
  },
  consent_wrong_parent: {
    status: 403,
    meaning:
      "Consent given from a parent/guide account whose address is not the one the child confirmed, or is the child's own.",
  },
  consent_withdrawn_by_other: {
    status: 403,
    meaning: "Only the parent/guide who withdrew a student's consent may give it again.",
  },
  link_approval_not_found: {
    status: 404,
    meaning:
      "No link of this student waits for this parent/guide's approval (only the consenting parent approves).",
  },
  consent_not_needed: {
    status: 409,
    meaning: "Withdrawing or giving consent for a student who needs none.",
  },
  insufficient_trophies: { status: 400, meaning: "The balance does not cover the redemption." },
  out_of_stock: { status: 409, meaning: "No gift card of that denomination is left." },
  reward_not_found: {
    status: 404,
    meaning: "No reward with that id is offered to this student (admins: no such base reward).",
  },
  invalid_reward_id: {
    status: 400,
    meaning: "The reward id is malformed, or a `gc_` id's numbers are out of range.",
  },
  request_not_found: {
    status: 404,
    meaning: "No such pending request for this student, or (cancelling) sent by this parent/guide.",
  },
  api_key_missing: { status: 401, meaning: "Award API: no `X-API-Key` header." },
  api_key_invalid: { status: 401, meaning: "Award API: the key is unknown or revoked." },
  developer_not_validated: {
    status: 403,
    meaning: "Award API: the developer is not (or no longer) validated.",
  },
  student_not_found: { status: 404, meaning: "Award API: no student account with that e-mail." },
  rate_limited: {
    status: 429,
    meaning: "Award API: over the hourly call limit; see `Retry-After`.",
  },
  daily_budget_exceeded: {
    status: 429,
    meaning: "Award API: the award would exceed the developer's daily trophy budget.",
  },
  idempotency_mismatch: {
    status: 422,
    meaning: "Award API: the `Idempotency-Key` was used with another body.",
  },
  developer_not_found: { status: 404, meaning: "No developer with that id." },
  too_many_regenerations: {
    status: 429,
    meaning: "API key regenerated too often in 24 hours; see `Retry-After`.",
  },
  too_many_invalid_keys: {
    status: 429,
    meaning: "Award API: too many unknown keys from this address this minute; see `Retry-After`.",
  },
  already_linked: { status: 409, meaning: "The student is already linked to this parent/guide." },
  request_already_pending: {
    status: 409,
    meaning: "A connection request to this student is pending.",
  },
  student_not_linked: { status: 403, meaning: "Rewards can only be made for linked students." },
  link_not_found: { status: 404, meaning: "The student is not linked to this parent/guide." },
  fulfillment_not_found: {
    status: 404,
    meaning: "No such fulfilment for this parent/guide (admins: no such base-reward redemption).",
  },
  already_fulfilled: { status: 409, meaning: "The reward was already fulfilled." },
  reward_out_of_stock: {
    status: 409,
    meaning: "A custom or base reward with a stock has none left.",
  },
  already_declined: {
    status: 409,
    meaning: "The redemption was declined: it cannot be fulfilled or declined again.",
  },
  gift_card_exists: {
    status: 409,
    meaning: "A gift card with this code exists (also the `error` of such an upload row).",
  },
  duplicate_codes_in_batch: {
    status: 400,
    meaning: "The upload names a code twice; `codes` lists them, nothing is stored.",
  },
  all_gift_cards_failed: {
    status: 400,
    meaning: "No row of the upload was stored; `errors` lists `{code, error}` per row.",
  },
  invalid_gift_card_file: {
    status: 400,
    meaning: "The uploaded file cannot be read (headers, quoting, JSON shape, empty).",
  },
  denomination_not_found: {
    status: 404,
    meaning: "No available gift cards of that denomination to delete.",
  },
  cannot_delete_redeemed: {
    status: 409,
    meaning: "Some cards of the denomination were redeemed; nothing is deleted.",
  },
  user_not_found: { status: 404, meaning: "No user with that id." },
  cannot_suspend_self: { status: 400, meaning: "Admins cannot suspend their own account." },
  last_active_admin: { status: 409, meaning: "The last active admin cannot be suspended." },
  award_not_found: { status: 404, meaning: "No award with that id." },
  reversal_exceeds_balance: {
    status: 409,
    meaning: "Reversing the award would take the student's balance below zero.",
  },
  reversal_window_passed: {
    status: 409,
    meaning: "The app's own award is older than 7 days; only an admin can reverse it now.",
  },
  webhook_url_invalid: {
    status: 400,
    meaning: "The webhook URL is not `https://` (nor `http://` where allowed) or does not resolve.",
  },
  webhook_url_forbidden: {
    status: 400,
    meaning: "The webhook URL's host is or resolves to a private, loopback or link-local address.",
  },
  too_many_webhooks: { status: 409, meaning: "The developer already has 10 webhook endpoints." },
  webhook_not_found: {
    status: 404,
    meaning: "No webhook endpoint with that id among the developer's own.",
  },
  too_many_webhook_tests: {
    status: 429,
    meaning: "More than 5 webhook test events in a minute; see `Retry-After`.",
  },
  too_many_webhook_replays: {
    status: 429,
    meaning:
      "The endpoint's failed deliveries were replayed less than a minute ago; see `Retry-After`.",
  },
  invalid_reset_token: {
    status: 400,
    meaning: "The password reset link is unknown, used, replaced by a newer one or expired.",
  },
  too_many_reset_requests: {
    status: 429,
    meaning: "Too many password reset e-mails asked for from this address; see `Retry-After`.",
  },
  wrong_current_password: {
    status: 400,
    meaning: "Password change: the current password is wrong (counts as a failed sign-in).",
  },
  gift_card_goal: {
    status: 400,
    meaning: "A gift-card offering (`gc_\u2026`) cannot be pinned as a goal.",
  },
  request_not_pending: {
    status: 409,
    meaning: "Cancelling a connection request the student already accepted or declined.",
  },
  parent_link_not_found: { status: 404, meaning: "The student has no such linked parent/guide." },
  notification_not_for_role: {
    status: 400,
    meaning: "Notification switches: the event is not one of the account's role.",
  },
  invalid_unsubscribe_token: {
    status: 400,
    meaning: "An unsubscribe link this server did not sign, or for an event of another role.",
  },
  last_admin: { status: 409, meaning: "Deleting the last active (not suspended) admin account." },
  cannot_delete_self: {
    status: 400,
    meaning:
      "An admin deletes their own account from the profile (`DELETE /api/users/me`), not here.",
  },
  deletion_request_not_found: {
    status: 404,
    meaning: "No pending account-deletion request (cancel, confirm or refuse).",
  },
  approval_not_found: {
    status: 404,
    meaning: "No gift card held for this parent/guide's approval with that id.",
  },
  already_approved: {
    status: 409,
    meaning: "The held gift card was approved: it cannot be approved or declined again.",
  },
  redemption_not_found: { status: 404, meaning: "The student has no redemption with that id." },
  avatar_for_students_only: {
    status: 403,
    meaning: "`PUT /api/users/profile` with an `avatar` from a role other than student.",
  },
  approval_ends_on_unlink: {
    status: 409,
    meaning:
      "The student removes the last parent/guide approving gift cards without `?confirm=true`.",
  },
  block_not_found: {
    status: 404,
    meaning: "The student has not blocked that parent/guide (unblock).",
  },
  app_not_found: {
    status: 404,
    meaning: "The app has not awarded this student (the student's or a parent/guide's app list).",
  },
  app_blocked_by_parent: {
    status: 409,
    meaning: "A student allowing an app again that a linked parent/guide stopped.",
  },
  invalid_link_code: {
    status: 400,
    meaning:
      "`POST /api/v1/connections`: no such code, or it expired or was used (each counts as a wrong code).",
  },
  too_many_link_code_attempts: {
    status: 429,
    meaning:
      "`POST /api/v1/connections`: 5 wrong codes from your apps in 10 minutes; see `Retry-After`.",
  },
};

/** The reference as a Markdown table, one row a code in the order of ERROR_CODES. */
export function errorCodeTable(): string {
  const rows = Object.entries(ERROR_CODE_REFERENCE).map(
    ([code, { status, meaning }]) => `| \`${code}\` | ${status} | ${meaning} |`,
  );
  return ["| code | status | meaning |", "| --- | --- | --- |", ...rows].join("\n");
}
