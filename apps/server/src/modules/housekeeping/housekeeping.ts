import type { Db } from "../../db/client";
import { pruneLinkCodes } from "../app-students/connections.service";
import { prunePasswordResetLinks } from "../auth/password-reset.service";
import { pruneVerificationLinks } from "../auth/verification.service";
import { pruneIdempotencyKeys } from "../awards/awards.service";
import {
  deleteUnconsentedAccounts,
  pruneConsentLinks,
  pruneConsentLog,
} from "../consent/consent-housekeeping";
import { pruneRefusedAddresses } from "../consent/refused-registrations";
import { pruneApiCalls } from "../developers/request-log";
import type { Announce } from "../ledger/ledger.service";
import { retentionMs } from "../privacy/retention";
import { pruneCounters } from "../rate-limit/rate-limit.service";
import { pruneSandboxStudents } from "../sandbox/sandbox.service";
import { pruneSessions } from "../sessions/user-sessions";
import { pruneDeliveries } from "../webhooks/outbox";
import { pruneMail } from "../../mail/queue";
import { pruneMailFiles } from "../../mail/mailer";
import { deleteUnverifiedAccounts } from "../data-rights/unverified-accounts";

const HOUR_MS = 3_600_000;

/**
 * Periods of the retention schedule (privacy/retention.ts), by the rows they govern. Idempotency
 * keys are honoured for those 24 hours (docs/api.md promises that much); the request log and
 * finished deliveries cover the 30 days the developer's dashboard shows.
 */
export const RETENTION_MS = {
  idempotencyKeys: retentionMs("idempotency_keys"),
  endedSessions: retentionMs("ended_sessions"),
  endedVerificationLinks: retentionMs("verification_links"),
  endedPasswordResetLinks: retentionMs("password_reset_links"),
  expiredLinkCodes: retentionMs("app_link_codes"),
  counters: retentionMs("rate_limit_counters"),
  requestLog: retentionMs("request_log"),
  webhookDeliveries: retentionMs("webhook_deliveries"),
  finishedMail: retentionMs("mail_outbox"),
  mailFiles: retentionMs("mail_files"),
  sandboxStudents: retentionMs("sandbox_students"),
  unverifiedAccounts: retentionMs("unverified_accounts"),
  consentLinks: retentionMs("consent_links"),
  consentLog: retentionMs("consent_log"),
} as const;

/** The first clean-up runs soon after start, then every hour. */
export const HOUSEKEEPING_FIRST_MS = 60_000;
export const HOUSEKEEPING_EVERY_MS = HOUR_MS;

/**
 * Forgets what nobody can use any more: expired or long-revoked sessions (their refresh tokens go
 * with them), expired or used verification links, password reset links a day after their use or
 * expiry, sent or failed mail 30 days on, old idempotency keys and counters, API calls and
 * finished webhook deliveries older than 30 days; the accounts no parent/guide consented to by
 * their date, accounts never verified 30 days after sign-up, consent links 30 days after their
 * answer, consent log entries after 1095 days; with `dataDir`, mail files 30 days on. `announce`
 * tells live balances of gift cards refunded by those deletions. Each table's module deletes its
 * own rows; this only says when, and with which period.
 */
export async function housekeeping(
  db: Db,
  now = Date.now(),
  announce: Announce = () => undefined,
  dataDir?: string,
): Promise<void> {
  const before = (keep: number) => new Date(now - keep);
  await pruneCounters(db, before(RETENTION_MS.counters));
  await pruneIdempotencyKeys(db, before(RETENTION_MS.idempotencyKeys));
  await pruneSessions(db, new Date(now), before(RETENTION_MS.endedSessions));
  await pruneVerificationLinks(db, new Date(now), before(RETENTION_MS.endedVerificationLinks));
  await prunePasswordResetLinks(db, before(RETENTION_MS.endedPasswordResetLinks));
  await pruneLinkCodes(db, before(RETENTION_MS.expiredLinkCodes));
  await pruneMail(db, before(RETENTION_MS.finishedMail));
  if (dataDir) await pruneMailFiles(dataDir, before(RETENTION_MS.mailFiles));
  await pruneApiCalls(db, before(RETENTION_MS.requestLog));
  await pruneDeliveries(db, before(RETENTION_MS.webhookDeliveries));
  await pruneSandboxStudents(db, before(RETENTION_MS.sandboxStudents));
  // Each account carries its own date (its request's or its withdrawal's, plus the period).
  await deleteUnconsentedAccounts(db, new Date(now), announce);
  await deleteUnverifiedAccounts(db, before(RETENTION_MS.unverifiedAccounts), announce);
  await pruneConsentLinks(db, before(RETENTION_MS.consentLinks));
  // A refused address is closed for as long as a consent link is kept: the same period.
  await pruneRefusedAddresses(db, new Date(now));
  await pruneConsentLog(db, before(RETENTION_MS.consentLog), RETENTION_MS.consentLog / 86_400_000);
}
