import { and, eq, gt, isNull } from "drizzle-orm";
import {
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
import { isSuspended } from "../users/user-status";
import { passwordResetMail } from "./password-reset-mail";
import { revokeUserSessions } from "./user-sessions";
import { needsEmailVerification } from "./verification.service";

/** Queues a reset link in the transaction that stores its token. */
export type SendResetMail = (
  db: Queryable,
  user: Pick<UserRow, "email" | "name">,
  token: string,
) => Promise<void>;

/** Links point at PUBLIC_URL, like the verification mail's. */
export function resetMailer(queue: MailQueue, publicUrl: string): SendResetMail {
  return (db, user, token) =>
    queue.enqueue(
      db,
      passwordResetMail(user.email, user.name, `${publicUrl}/auth/reset-password/${token}`),
    );
}

/**
 * Stores a new link (only its hash), retires the user's earlier ones (the newest link alone works)
 * and queues its mail, all in one transaction.
 */
async function issueResetToken(
  db: Db,
  sendResetMail: SendResetMail,
  user: Pick<UserRow, "id" | "email" | "name">,
): Promise<void> {
  const userId = user.id;
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TOKEN_TTL_HOURS * 3_600_000),
    });
    await sendResetMail(tx, user, token);
  });
}

/**
 * Answers alike whether or not the account exists, and for a suspended account mails nothing (it
 * could not sign in anyway). At most a few links an hour per account; an address asking for too
 * many is refused (429) whichever accounts it names, as for verification mails.
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
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user || user.deletedAt || isSuspended(user)) return;
  const bucket = `reset-mail:account:${user.id}`;
  const counts = await hit(db, [bucket], window);
  if ((counts.get(bucket) ?? 0) > PASSWORD_RESET_PER_HOUR) return;
  await issueResetToken(db, sendResetMail, user);
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
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, ...(verifies ? { emailVerifiedAt: now } : {}) })
      .where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
    if (verifies) {
      await recordActivity(tx, {
        type: "verification",
        description: `${user.email} verified their e-mail by resetting their password`,
        userId,
      });
    }
  });
}
