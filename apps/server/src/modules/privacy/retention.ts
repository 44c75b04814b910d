import { CONSENT_WAIT_DAYS } from "@trophy/shared/rules/parental-consent";
import type { RetentionKind, RetentionResponse } from "@trophy/shared/schemas/privacy";

const DAY_MS = 86_400_000;

/** Days an account may wait for its address to be confirmed (unverified_accounts). */
export const UNVERIFIED_ACCOUNT_DAYS = 30;

/**
 * How long each kind of data is kept, in one place: housekeeping deletes by it
 * (housekeeping/housekeeping.ts) and the privacy page shows it (GET /api/privacy/retention). Each
 * period counts from the moment the data stopped being usable. Balances, the ledger, redemptions
 * and gift cards are kept while the account exists (a deleted account keeps its amounts,
 * anonymised: docs/product.md §4); a developer's hourly call counts are the developer's, not a
 * student's.
 */
export const RETENTION_SCHEDULE: RetentionResponse["retention"] = [
  {
    kind: "idempotency_keys",
    days: 1,
    description: "An app's idempotency keys and the answers they replay, from the call",
  },
  {
    kind: "ended_sessions",
    days: 1,
    description: "Signed-out or revoked sessions, from their end (expired ones go at once)",
  },
  {
    kind: "verification_links",
    days: 1,
    description: "Used e-mail verification links, from their use (expired ones go at once)",
  },
  {
    kind: "password_reset_links",
    days: 1,
    description: "Password reset links, from their use or expiry",
  },
  {
    kind: "app_link_codes",
    days: 1,
    description: "Codes for connecting an app, from their expiry (a used one goes at once)",
  },
  {
    kind: "rate_limit_counters",
    days: 1,
    description: "Counts of sign-in attempts and calls per address or account, from their window",
  },
  {
    kind: "request_log",
    days: 30,
    description: "The apps' request log (operation, outcome, the student address a call named)",
  },
  {
    kind: "webhook_deliveries",
    days: 30,
    description: "Webhook events delivered to apps or given up, from their creation",
  },
  {
    kind: "mail_outbox",
    days: 30,
    description:
      "Sent or failed e-mails' addresses and dates, from sending (a body goes once sent)",
  },
  {
    // Only without SMTP_URL: the server's own copy, with the links the mail carried.
    kind: "mail_files",
    days: 30,
    description:
      "E-mails written as files under DATA_DIR/mail when no mail server is set up, from their writing",
  },
  {
    // An app's test key names sandbox students by whatever address it sends, maybe a real one.
    kind: "sandbox_students",
    days: 30,
    description:
      "The addresses a developer's test key awarded in its sandbox, with their test awards, from the last award",
  },
  {
    kind: "unconsented_accounts",
    days: CONSENT_WAIT_DAYS,
    description:
      "Accounts of students under the consent age that no parent/guide consented to, from the request or the withdrawal of consent: then deleted",
  },
  {
    // A verification link lasts VERIFICATION_TOKEN_TTL_HOURS and a new one can be asked for:
    // a month leaves time for that, and then frees the address for its owner.
    kind: "unverified_accounts",
    days: UNVERIFIED_ACCOUNT_DAYS,
    description:
      "Student and parent/guide accounts whose e-mail address was never confirmed, with their verification links, from sign-up: then deleted",
  },
  {
    kind: "consent_links",
    days: 30,
    description:
      "Parental consent links (no address is kept with them), from their answer or expiry",
  },
  {
    // The database refuses to delete an entry younger than this (drizzle/0023): change both.
    kind: "consent_log",
    days: 1095,
    description:
      "The parental consent log (each request, consent, refusal, withdrawal and expiry, with its method and notice version), from each entry",
  },
];

/** Each kind's period in milliseconds, for housekeeping. */
export function retentionMs(kind: RetentionKind): number {
  const entry = RETENTION_SCHEDULE.find((e) => e.kind === kind);
  if (!entry) throw new Error(`No retention period for ${kind}`);
  return entry.days * DAY_MS;
}
