import { platformText } from "@trophy/shared/schemas/platform-text";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import {
  DEFAULT_LANGUAGE,
  RESEND_VERIFICATION_PER_ADDRESS_PER_HOUR,
  RESEND_VERIFICATION_PER_HOUR,
  VERIFICATION_TOKEN_TTL_HOURS,
} from "@trophy/shared/constants";
import { isStrongPassword } from "@trophy/shared/rules/password";
import type { VerifyEmailResponse } from "@trophy/shared/schemas/auth";
import type { Db, Queryable } from "../../db/client";
import { emailVerificationTokens, users, type UserRow } from "../../db/schema";
import { BadRequest } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/password";
import { hashToken, randomToken } from "../../lib/tokens";
import type { MailQueue } from "../../mail/queue";
import { verificationMail } from "../../mail/templates";
import { recordActivity } from "../activity/activity.service";
import { dropTiesMadeBeforeVerification } from "../consent/verified-child";
import { currentWindow, enforceLimit, hit } from "../rate-limit/rate-limit.service";
import { NOBODY, replaceLinkIf } from "./mailed-link";
import { countLoginAttempt, forgiveLoginAttempt } from "../sessions/login-throttle";

/** Student and parent/guide accounts confirm their e-mail; developers wait for an admin instead. */
export const needsEmailVerification = (user: Pick<UserRow, "userType">) =>
  user.userType === "student" || user.userType === "parent_guide";

/** Stores a new link token (hashed) and retires the user's earlier ones. */
export async function issueVerificationToken(db: Queryable, userId: string): Promise<string> {
  const token = randomToken();
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
  await db.insert(emailVerificationTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + VERIFICATION_TOKEN_TTL_HOURS * 3_600_000),
  });
  return token;
}

/**
 * Queues a verification link in `db` (the transaction that stored the token, where there is one),
 * in the account's language.
 */
export type SendVerificationMail = (
  db: Queryable,
  user: Pick<UserRow, "email" | "name" | "language">,
  token: string,
) => Promise<void>;

/** The `sendVerificationMail` services take: links point at PUBLIC_URL. */
export function verificationMailer(queue: MailQueue, publicUrl: string): SendVerificationMail {
  return (db, user, token) =>
    queue.enqueue(
      db,
      verificationMail(
        user.email,
        user.name,
        `${publicUrl}/auth/verify-email/${token}`,
        user.language,
      ),
    );
}

async function findLiveToken(db: Queryable, token: string) {
  const [row] = await db
    .select({ user: users })
    .from(emailVerificationTokens)
    .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, hashToken(token)),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) throw new BadRequest("invalid_verification_token");
  return row.user;
}

/** Consumes the token exactly once, even when two requests race for it. */
async function consumeToken(db: Queryable, token: string): Promise<void> {
  const used = await db
    .update(emailVerificationTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, hashToken(token)),
        isNull(emailVerificationTokens.usedAt),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId });
  if (used.length === 0) throw new BadRequest("invalid_verification_token");
}

/**
 * What the confirmation carries: the password chosen at sign-up when the account has one (a
 * parent/guide), else a new one (a student, who chooses it here). Never nothing: a stranger can
 * register someone else's address with a password of their own, and the owner's click must not
 * verify an account whose password the stranger knows.
 */
const passwordKind = (user: UserRow): "existing" | "new" =>
  user.passwordHash === null ? "new" : "existing";

/**
 * What the link is for; changes nothing. A GET may come from a mail scanner or a link preview,
 * so only the person's own POST verifies.
 */
export async function checkVerificationToken(
  db: Queryable,
  token: string,
): Promise<VerifyEmailResponse> {
  const user = await findLiveToken(db, token);
  return {
    userType: user.userType,
    requiresPassword: true,
    existingPassword: passwordKind(user) === "existing",
    email: user.email,
  };
}

/**
 * Verifies the account behind the link, and says which password it took. A student sets their
 * password with it. Anyone whose account already has a password proves it: a wrong one counts as
 * a failed sign-in from this address (the same throttle, so the link cannot be used to guess
 * faster than the login form) and leaves the link as it was, so its owner may still try, or reset
 * the password, which verifies too. `awaitsConsent`: a young student whose parent/guide must
 * still agree, who goes on to their consent step.
 */
export async function confirmVerification(
  db: Db,
  token: string,
  password: string | undefined,
  ip: string,
): Promise<{ kind: "existing" | "new"; userId: string; awaitsConsent: boolean }> {
  const user = await findLiveToken(db, token);
  const kind = passwordKind(user);
  let passwordHash: string | null = null;
  if (kind === "existing") {
    if (password === undefined || password === "") throw new BadRequest("password_required");
    await countLoginAttempt(db, user.email, ip);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new BadRequest("wrong_password");
    }
    await forgiveLoginAttempt(db, user.email, ip);
  } else {
    if (!isStrongPassword(password ?? "")) throw new BadRequest("invalid_password");
    passwordHash = await hashPassword(password ?? "");
  }
  const awaitsConsent = await db.transaction(async (tx) => {
    await consumeToken(tx, token);
    if (passwordHash) {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, user.id));
    }
    await markVerified(tx, user);
    const [now] = await tx
      .select({ consent: users.parentalConsent })
      .from(users)
      .where(eq(users.id, user.id));
    return now?.consent === "pending";
  });
  return { kind, userId: user.id, awaitsConsent };
}

async function markVerified(db: Queryable, user: UserRow): Promise<void> {
  await dropTiesMadeBeforeVerification(db, user, new Date());
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await recordActivity(db, {
    type: "verification",
    description: `${user.email} verified their e-mail`,
    text: platformText("activity_verified", { email: user.email }),
    userId: user.id,
  });
}

/** The id of no account, for the statements that must run and change nothing. */

/**
 * Answers alike whether or not the account exists; sends at most a few links an hour per
 * account, and refuses (429) an address asking for too many, whichever accounts it names.
 *
 * Nor does its time tell, so every request does the same work, as a password reset request does
 * (password-reset.service.ts): one transaction that counts the account, makes and hashes a token,
 * retires earlier links, stores the new one and queues its mail (sealed) by the same statements,
 * which for nobody to mail name no account and write no row.
 */
export async function resendVerification(
  db: Db,
  mail: { queue: MailQueue; publicUrl: string },
  email: string,
  ip: string,
): Promise<void> {
  const window = currentWindow(3600);
  await enforceLimit(
    db,
    [{ bucket: `verify-mail:address:${ip}`, max: RESEND_VERIFICATION_PER_ADDRESS_PER_HOUR }],
    window,
    "too_many_resends",
  );
  const token = randomToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(Date.now() + VERIFICATION_TOKEN_TTL_HOURS * 3_600_000);
  const t = emailVerificationTokens;
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    const bucket = `verify-mail:${email}`;
    const counts = await hit(tx, [bucket], window);
    const withinLimit = (counts.get(bucket) ?? 0) <= RESEND_VERIFICATION_PER_HOUR;
    const waiting =
      user && !user.deletedAt && !user.emailVerifiedAt && needsEmailVerification(user);
    const mailed = waiting && withinLimit ? user : null;
    const userId = mailed?.id ?? NOBODY;
    await replaceLinkIf(tx, t, { tokenHash, userId, expiresAt }, mailed !== null);
    // The link verificationMailer writes; without an account the message is made all the same.
    const message = verificationMail(
      email,
      user?.name ?? null,
      `${mail.publicUrl}/auth/verify-email/${token}`,
      user?.language ?? DEFAULT_LANGUAGE,
    );
    await mail.queue.enqueueIf(tx, message, mailed !== null);
  });
}

/**
 * Verification links expired by `now`, and those used before `usedBefore` (privacy/retention.ts,
 * verification_links).
 */
export async function pruneVerificationLinks(
  db: Queryable,
  now: Date,
  usedBefore: Date,
): Promise<void> {
  const t = emailVerificationTokens;
  await db.delete(t).where(or(lt(t.expiresAt, now), lt(t.usedAt, usedBefore)));
}
