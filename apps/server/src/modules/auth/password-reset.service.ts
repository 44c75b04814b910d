import { platformText } from "@trophy/shared/schemas/platform-text";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import {
  DEFAULT_LANGUAGE,
  PASSWORD_RESET_PER_ADDRESS_PER_HOUR,
  PASSWORD_RESET_PER_HOUR,
  PASSWORD_RESET_TOKEN_TTL_HOURS,
} from "@trophy/shared/constants";
import type { Db, Queryable } from "../../db/client";
import { passwordResetTokens, users, type UserRow } from "../../db/schema";
import { BadRequest } from "../../lib/errors";
import { hashPassword } from "../../lib/password";
import { hashToken, randomToken } from "../../lib/tokens";
import type { MailQueue } from "../../mail/queue";
import { recordActivity } from "../activity/activity.service";
import { currentWindow, enforceLimit, hit } from "../rate-limit/rate-limit.service";
import { isSuspended } from "../accounts/user-status";
import { passwordResetMail } from "./password-reset-mail";
import { revokeUserSessions } from "../sessions/user-sessions";
import { needsEmailVerification } from "./verification.service";
import { NOBODY, replaceLinkIf } from "./mailed-link";
import { dropTiesMadeBeforeVerification } from "../consent/verified-child";

/**
 * Queues a reset link in the transaction that stores its token, in the account's language, or,
 * with `when` false, goes through the same motions and queues nothing (SendResetMail's callers
 * must not be timed apart).
 */
export type SendResetMail = (
  db: Queryable,
  user: Pick<UserRow, "email" | "name" | "language">,
  token: string,
  when: boolean,
) => Promise<void>;

/** Links point at PUBLIC_URL, like the verification mail's. */
export function resetMailer(queue: MailQueue, publicUrl: string): SendResetMail {
  return (db, user, token, when) =>
    queue.enqueueIf(
      db,
      passwordResetMail(
        user.email,
        user.name,
        `${publicUrl}/auth/reset-password/${token}`,
        user.language,
      ),
      when,
    );
}

/** The id of no account, for the statements that must run and change nothing. */

/**
 * Answers alike whether or not the account exists, and for a suspended account mails nothing (it
 * could not sign in anyway). At most a few links an hour per account; an address asking for too
 * many is refused (429) whichever accounts it names, as for verification mails.
 *
 * The answer must not tell by its time either, so every request does the same work: one
 * transaction that counts the address, makes and hashes a token, retires the account's earlier
 * links, stores the new one and queues its mail (sealed), each by the same statement. For nobody
 * to mail those statements name no account and write no row. The mail itself is sent later, by
 * the outbox's worker.
 */
export async function requestPasswordReset(
  db: Db,
  sendResetMail: SendResetMail,
  email: string,
  ip: string,
): Promise<void> {
  const window = currentWindow(3600);
  await enforceLimit(
    db,
    [{ bucket: `reset-mail:address:${ip}`, max: PASSWORD_RESET_PER_ADDRESS_PER_HOUR }],
    window,
    "too_many_reset_requests",
  );
  const token = randomToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_TOKEN_TTL_HOURS * 3_600_000);
  const t = passwordResetTokens;
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    const bucket = `reset-mail:account:${email}`;
    const counts = await hit(tx, [bucket], window);
    const withinLimit = (counts.get(bucket) ?? 0) <= PASSWORD_RESET_PER_HOUR;
    const mailed = user && !user.deletedAt && !isSuspended(user) && withinLimit ? user : null;
    const userId = mailed?.id ?? NOBODY;
    await replaceLinkIf(tx, t, { tokenHash, userId, expiresAt }, mailed !== null);
    // Without an account nothing is sent; the message is still made, in the default language.
    await sendResetMail(
      tx,
      { email, name: user?.name ?? null, language: user?.language ?? DEFAULT_LANGUAGE },
      token,
      mailed !== null,
    );
  });
}

const liveToken = (token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );

/**
 * Sets the new password and ends every session of the account. The token is looked up before the
 * (deliberately slow) hashing, so unknown tokens cost nothing; it is consumed by one conditional
 * update, so of two resets racing with one link exactly one succeeds. The link reached the
 * account's mailbox, so an account still waiting for its verification counts as verified.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const [found] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(liveToken(token))
    .limit(1);
  if (!found) throw new BadRequest("invalid_reset_token");
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(liveToken(token))
      .returning({ userId: passwordResetTokens.userId });
    const userId = used[0]?.userId;
    if (!userId) throw new BadRequest("invalid_reset_token");
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw new BadRequest("invalid_reset_token");
    const verifies = needsEmailVerification(user) && !user.emailVerifiedAt;
    const now = new Date();
    await dropTiesMadeBeforeVerification(tx, user, now);
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, ...(verifies ? { emailVerifiedAt: now } : {}) })
      .where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
    if (verifies) {
      await recordActivity(tx, {
        type: "verification",
        description: `${user.email} verified their e-mail by resetting their password`,
        text: platformText("activity_verified_by_reset", { email: user.email }),
        userId,
      });
    }
  });
}

/** Password reset links used or expired before `before` (privacy/retention.ts, password_reset_links). */
export async function prunePasswordResetLinks(db: Queryable, before: Date): Promise<void> {
  const t = passwordResetTokens;
  await db.delete(t).where(or(lt(t.expiresAt, before), lt(t.usedAt, before)));
}
