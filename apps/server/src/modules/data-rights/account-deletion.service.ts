import { platformText } from "@trophy/shared/schemas/platform-text";
import { and, asc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { displayName } from "@trophy/shared/rules/display-name";
import type {
  DeleteAccountResponse,
  ParentDeletionRequest,
} from "@trophy/shared/schemas/data-rights";
import type { Db, Tx } from "../../db/client";
import {
  accountDeletionRequests,
  activityLog,
  apiCalls,
  apiKeys,
  appLinkCodes,
  appStudents,
  blockedParents,
  consentRequests,
  emailVerificationTokens,
  idempotencyKeys,
  mailOutbox,
  notificationPreferences,
  parentStudentLinks,
  passwordResetTokens,
  rateLimitCounters,
  redemptions,
  rewards,
  sandboxStudents,
  sessions,
  studentGoals,
  trophyTransactions,
  users,
  webhookDeliveries,
  webhookEndpoints,
  withheldConnectionRequests,
  type TransactionRow,
  type UserRow,
} from "../../db/schema";
import { BadRequest, Conflict, NotFound } from "../../lib/errors";
import { verifyPassword } from "../../lib/password";
import { recordActivity } from "../activity/activity.service";
import { countLoginAttempt, forgiveLoginAttempt } from "../sessions/login-throttle";
import type { Announce } from "../ledger/ledger.service";
import { noteErasure, pauseRequestLog } from "../developers/request-log";
import { releaseUndecidableHolds } from "../holds/approvals.service";
import { lockUserRow } from "../accounts/lock-user";
import { isSuspended } from "../accounts/user-status";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A deleted account's address: unique (the id), lower-case as the users_email_normalised check
 * wants, and undeliverable (`.invalid` is reserved, RFC 2606), so the real address is free to
 * register again and no mail can reach anyone through it.
 */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * The user's row under its lock. An admin is deleted only while another active (not suspended)
 * admin remains, so the platform always keeps someone who can run it (docs/product.md §7, Admin);
 * suspended admins do not count, as for suspension (admin/users.service.ts).
 */
async function lockLiveUser(tx: Tx, userId: string): Promise<UserRow> {
  const { user, admins } = await lockUserRow(tx, userId);
  if (user.userType === "admin" && !admins.some((a) => a.id !== userId && !isSuspended(a))) {
    throw new Conflict("last_admin");
  }
  return user;
}

/** Who or what deleted an account, as the activity log tells it. */
type DeletedBy =
  | { admin: string }
  | "self"
  | "parent"
  /** A parent/guide refused consent by the mailed link (modules/consent). */
  | "consent_refused"
  /** No parent/guide consented in time, or one withdrew consent and did not give it again. */
  | "no_consent"
  /** The address was never confirmed (privacy/retention.ts, unverified_accounts). */
  | "unverified";

const DELETED_HOW: Record<Exclude<DeletedBy, { admin: string }>, string> = {
  self: "",
  parent: " as a parent/guide confirmed",
  consent_refused: " as a parent/guide refused consent",
  no_consent: " without a parent/guide's consent",
  unverified: " as its e-mail address was never confirmed",
};

const DELETED_TEXT = {
  self: "activity_deleted",
  parent: "activity_deleted_by_parent",
  consent_refused: "activity_deleted_consent_refused",
  no_consent: "activity_deleted_without_consent",
  unverified: "activity_deleted_unverified",
} as const;

/** What a deletion needs: the database, and the live balances to tell of refunded holds. */
export interface DeletionDeps {
  db: Db;
  announce: Announce;
}

/**
 * Removes a user's personal data and sign-in, in the caller's transaction, with the row locked
 * and, before that lock, the request log paused (pauseRequestLog) (docs/product.md, "Your data").
 * The row stays, anonymised, because ledger entries, redemptions and redeemed gift cards refer to
 * it: amounts, balances and stock stay exactly as they were.
 */
async function eraseAccount(tx: Tx, user: UserRow, by: DeletedBy): Promise<TransactionRow[]> {
  const now = new Date();
  const email = user.email;
  const anonymous = deletedEmail(user.id);
  await tx
    .update(users)
    .set({
      email: anonymous,
      name: null,
      phone: null,
      companyName: null,
      passwordHash: null,
      rejectionReason: null,
      suspensionReason: null,
      avatar: null,
      birthYear: null,
      birthMonth: null,
      parentalConsent: null,
      consentDeletionAt: null,
      consentParentEmail: null,
      consentParentId: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));

  // Sign-in: sessions (their refresh tokens go with them), mailed links.
  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  // A consent link still waiting has nothing left to ask about; answered ones stay their period
  // (privacy/retention.ts), and the consent log stays as the record it is.
  await tx
    .delete(consentRequests)
    .where(and(eq(consentRequests.studentId, user.id), eq(consentRequests.status, "pending")));
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = ${email}`);
  // The throttles that name the address (sessions/login-throttle.ts, auth/verification.service.ts,
  // password-reset.service.ts, registration.service.ts), by their exact names: another address
  // that merely contains this one keeps its counts.
  const pairPrefix = `login:pair:${email}|`;
  await tx
    .delete(rateLimitCounters)
    .where(
      or(
        inArray(rateLimitCounters.bucket, [
          `login:account:${email}`,
          `verify-mail:${email}`,
          `reset-mail:account:${email}`,
          `account-exists:${email}`,
        ]),
        sql`left(${rateLimitCounters.bucket}, ${pairPrefix.length}) = ${pairPrefix}`,
      ),
    );

  // What connects the account to people and their choices.
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
  const unlinked = await tx
    .delete(parentStudentLinks)
    .where(or(eq(parentStudentLinks.parentId, user.id), eq(parentStudentLinks.studentId, user.id)))
    .returning({ studentId: parentStudentLinks.studentId });
  // Withheld requests hold addresses the parent/guide typed; blocks name both people.
  await tx
    .delete(withheldConnectionRequests)
    .where(eq(withheldConnectionRequests.parentId, user.id));
  await tx
    .delete(blockedParents)
    .where(or(eq(blockedParents.parentId, user.id), eq(blockedParents.studentId, user.id)));
  // Connections to apps, either side, and a code not yet used. The pseudonyms stay: the app's
  // awards, kept with their amounts, are still named by them.
  await tx.delete(appLinkCodes).where(eq(appLinkCodes.studentId, user.id));
  await tx
    .update(appStudents)
    .set({ connectedAt: null })
    .where(or(eq(appStudents.studentId, user.id), eq(appStudents.developerId, user.id)));
  // Gift cards held for approval that nobody is left to decide: the deleted student's own, and
  // those of students whose only parent/guide this was.
  const refunds = await releaseUndecidableHolds(tx, [
    ...new Set([
      ...unlinked.map((l) => l.studentId),
      ...(user.userType === "student" ? [user.id] : []),
    ]),
  ]);
  await tx.delete(studentGoals).where(eq(studentGoals.studentId, user.id));
  await tx.delete(accountDeletionRequests).where(eq(accountDeletionRequests.studentId, user.id));
  // Rewards a parent/guide made, and those made for a deleted student, are no longer offered;
  // redeemed ones stay as their redemptions' history.
  await tx
    .update(rewards)
    .set({ isActive: false })
    .where(or(eq(rewards.createdBy, user.id), eq(rewards.customForStudent, user.id)));

  // A developer's access and the data their apps sent.
  await tx
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.developerId, user.id), isNull(apiKeys.revokedAt)));
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.developerId, user.id));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.developerId, user.id));
  await tx.delete(sandboxStudents).where(eq(sandboxStudents.developerId, user.id));
  await tx.delete(apiCalls).where(eq(apiCalls.developerId, user.id));

  // A student's history keeps its amounts; the words others wrote about them go
  // (drizzle/0011_deleted_account_descriptions.sql allows exactly this on the ledger).
  await tx
    .update(trophyTransactions)
    .set({ description: "", descriptionText: null })
    .where(and(eq(trophyTransactions.studentId, user.id), ne(trophyTransactions.description, "")));
  await tx
    .update(redemptions)
    .set({ declineReason: null })
    .where(eq(redemptions.studentId, user.id));
  // Apps' request logs and the platform's log name the address: they now name the anonymous one,
  // and batches of the log written after this commit leave it out (developers/request-log.ts).
  await tx
    .update(apiCalls)
    .set({ studentEmail: anonymous })
    .where(eq(apiCalls.studentEmail, email));
  await noteErasure(tx, email);
  // So do the webhook events still queued, or kept as sent, about the student, and those of a
  // sandbox student an app gave this address (the texts are searched first: parsing is dearer).
  const payload = sql`${webhookDeliveries.payload}::jsonb`;
  await tx
    .update(webhookDeliveries)
    .set({
      payload: sql`jsonb_set(${payload}, '{data,studentEmail}', to_jsonb(${anonymous}::text))::text`,
    })
    .where(
      and(
        or(
          sql`strpos(${webhookDeliveries.payload}, ${user.id}) > 0`,
          sql`strpos(lower(${webhookDeliveries.payload}), ${email}) > 0`,
        ),
        or(
          sql`${payload} #>> '{data,studentId}' = ${user.id}`,
          sql`lower(${payload} #>> '{data,studentEmail}') = ${email}`,
        ),
      ),
    );
  // The details an app wrote about the student go from its events too, as from the ledger above:
  // events name the student by the app's pseudonym (app_students.ref, kept), older ones by id.
  const refs = await tx
    .select({ ref: appStudents.ref })
    .from(appStudents)
    .where(eq(appStudents.studentId, user.id));
  const about = [user.id, ...refs.map((r) => r.ref)];
  await tx
    .update(webhookDeliveries)
    .set({ payload: sql`jsonb_set(${payload}, '{data,details}', '""'::jsonb)::text` })
    .where(
      and(
        sql`${webhookDeliveries.payload} ~ ${about.join("|")}`,
        inArray(sql`${payload} #>> '{data,studentId}'`, about),
        sql`coalesce(${payload} #>> '{data,details}', '') <> ''`,
      ),
    );
  // The whole address only: "jimbob@x.test" stays when "bob@x.test" goes.
  const whole = `(^|[^A-Za-z0-9._%+-])${escapeRegExp(email)}($|[^A-Za-z0-9.-])`;
  await tx
    .update(activityLog)
    .set({
      description: sql`regexp_replace(${activityLog.description}, ${whole}, ${`\\1${anonymous}\\2`}, 'g')`,
      // The same entry's parameters, as JSON text: an address there is a whole string value.
      descriptionText: sql`regexp_replace(${activityLog.descriptionText}::text, ${whole}, ${`\\1${anonymous}\\2`}, 'g')::jsonb`,
    })
    .where(
      sql`${activityLog.description} ~ ${whole} OR ${activityLog.descriptionText}::text ~ ${whole}`,
    );

  const how = typeof by === "object" ? " by an admin" : DELETED_HOW[by];
  await recordActivity(tx, {
    type: "deletion",
    description: `Account ${anonymous} (${user.userType}) deleted${how}`,
    text: platformText(typeof by === "object" ? "activity_deleted_by_admin" : DELETED_TEXT[by], {
      account: anonymous,
      role: user.userType,
    }),
    userId: user.id,
    actorId: typeof by === "object" ? by.admin : null,
  });
  return refunds;
}

async function hasLinkedParent(tx: Tx, studentId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: parentStudentLinks.id })
    .from(parentStudentLinks)
    .where(
      and(eq(parentStudentLinks.studentId, studentId), eq(parentStudentLinks.status, "accepted")),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * DELETE /api/users/me. The password is checked as the password change checks it: a wrong one is
 * a failed sign-in for the throttle, and the answer is 400 (the session itself is fine). A
 * student with a linked parent/guide only asks: the request waits for that parent/guide.
 */
export async function deleteOwnAccount(
  { db, announce }: DeletionDeps,
  user: UserRow,
  password: string,
  ip: string,
): Promise<DeleteAccountResponse> {
  await countLoginAttempt(db, user.email, ip);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new BadRequest("wrong_current_password");
  }
  await forgiveLoginAttempt(db, user.email, ip);
  const { outcome, refunds } = await db.transaction(async (tx) => {
    await pauseRequestLog(tx);
    const locked = await lockLiveUser(tx, user.id);
    if (locked.userType === "student" && (await hasLinkedParent(tx, locked.id))) {
      await tx
        .insert(accountDeletionRequests)
        .values({ studentId: locked.id })
        .onConflictDoNothing();
      return { outcome: { status: "awaiting_parent_confirmation" as const }, refunds: [] };
    }
    const refunds = await eraseAccount(tx, locked, "self");
    return { outcome: { status: "deleted" as const }, refunds };
  });
  announce(refunds);
  return outcome;
}

/**
 * A student's account deleted for want of a parent/guide's consent (modules/consent): refused by
 * the mailed link, or none in time. In the caller's transaction, which paused the request log
 * first and holds the student's row lock.
 */
export function eraseUnconsentedAccount(
  tx: Tx,
  student: UserRow,
  why: "refused" | "expired",
): Promise<TransactionRow[]> {
  return eraseAccount(tx, student, why === "refused" ? "consent_refused" : "no_consent");
}

/**
 * An account whose address was never confirmed, deleted by housekeeping
 * (data-rights/unverified-accounts.ts), in its transaction, which paused the request log first
 * and holds the row lock.
 */
export function eraseUnverifiedAccount(tx: Tx, user: UserRow): Promise<TransactionRow[]> {
  return eraseAccount(tx, user, "unverified");
}

/** DELETE /api/admin/users/:id: at once, without a password; an admin's own goes through /me. */
export async function deleteUserAsAdmin(
  { db, announce }: DeletionDeps,
  actor: Pick<UserRow, "id">,
  userId: string,
): Promise<DeleteAccountResponse> {
  if (userId === actor.id) throw new BadRequest("cannot_delete_self");
  const refunds = await db.transaction(async (tx) => {
    await pauseRequestLog(tx);
    return eraseAccount(tx, await lockLiveUser(tx, userId), { admin: actor.id });
  });
  announce(refunds);
  return { status: "deleted" };
}

/** The student's pending request, if any. */
export async function getDeletionRequest(
  db: Db,
  studentId: string,
): Promise<{ request: { requestedAt: string } | null }> {
  const [row] = await db
    .select()
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.studentId, studentId));
  return { request: row ? { requestedAt: row.requestedAt.toISOString() } : null };
}

/** The student takes their request back. */
export async function cancelDeletionRequest(db: Db, studentId: string): Promise<void> {
  const removed = await db
    .delete(accountDeletionRequests)
    .where(eq(accountDeletionRequests.studentId, studentId))
    .returning({ id: accountDeletionRequests.studentId });
  if (removed.length === 0) throw new NotFound("deletion_request_not_found");
}

/**
 * A linked parent/guide answers a student's request: confirming deletes the account, refusing
 * drops the request. The student's row lock orders the answers (and a cancel racing them), so of
 * parallel answers one takes effect and the others find no request. Another parent's student, a
 * pending link and an unknown id all answer the same 404, as the activity does.
 */
export async function answerDeletionRequest(
  { db, announce }: DeletionDeps,
  parentId: string,
  studentId: string,
  confirm: boolean,
): Promise<void> {
  const refunds = await db.transaction(async (tx) => {
    if (confirm) await pauseRequestLog(tx);
    const [link] = await tx
      .select({ id: parentStudentLinks.id })
      .from(parentStudentLinks)
      .where(
        and(
          eq(parentStudentLinks.parentId, parentId),
          eq(parentStudentLinks.studentId, studentId),
          eq(parentStudentLinks.status, "accepted"),
        ),
      );
    if (!link) throw new NotFound("link_not_found");
    const [student] = await tx.select().from(users).where(eq(users.id, studentId)).for("update");
    if (!student || student.deletedAt) throw new NotFound("deletion_request_not_found");
    const [request] = await tx
      .delete(accountDeletionRequests)
      .where(eq(accountDeletionRequests.studentId, studentId))
      .returning({ id: accountDeletionRequests.studentId });
    if (!request) throw new NotFound("deletion_request_not_found");
    return confirm ? eraseAccount(tx, student, "parent") : [];
  });
  announce(refunds);
}

/** The pending requests of the students who accepted this parent/guide, oldest first. */
export async function listDeletionRequests(
  db: Db,
  parentId: string,
): Promise<ParentDeletionRequest[]> {
  const rows = await db
    .select({ user: users, requestedAt: accountDeletionRequests.requestedAt })
    .from(accountDeletionRequests)
    .innerJoin(users, eq(users.id, accountDeletionRequests.studentId))
    .innerJoin(
      parentStudentLinks,
      and(
        eq(parentStudentLinks.studentId, accountDeletionRequests.studentId),
        eq(parentStudentLinks.parentId, parentId),
        eq(parentStudentLinks.status, "accepted"),
      ),
    )
    .orderBy(asc(accountDeletionRequests.requestedAt), asc(users.id));
  return rows.map(({ user, requestedAt }) => ({
    studentId: user.id,
    name: displayName(user),
    email: user.email,
    requestedAt: requestedAt.toISOString(),
  }));
}
