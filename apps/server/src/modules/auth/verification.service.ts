import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  RESEND_VERIFICATION_PER_HOUR,
  VERIFICATION_TOKEN_TTL_HOURS,
} from "@trophy/shared/constants";
import { SERVER_ERRORS } from "@trophy/shared/messages";
import type { VerifyEmailResponse } from "@trophy/shared/schemas/auth";
import type { Queryable } from "../../db/client";
import { emailVerificationTokens, users, type UserRow } from "../../db/schema";
import { BadRequest } from "../../lib/errors";
import { hashPassword } from "../../lib/password";
import { hashToken, randomToken } from "../../lib/tokens";
import { verificationMail } from "../../mail/templates";
import { recordActivity } from "../activity/activity.service";
import { currentWindow, hit } from "../rate-limit/rate-limit.service";

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

/** Sends after the commit; a mail failure is logged, and the user can ask for another link. */
export function sendVerificationMail(
  app: FastifyInstance,
  user: Pick<UserRow, "email" | "name">,
  token: string,
): void {
  const link = `${app.config.publicUrl}/auth/verify-email/${token}`;
  app.mailer.send(verificationMail(user.email, user.name, link)).catch((err: unknown) => {
    app.log.error({ err, to: user.email }, "verification mail failed");
  });
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
  if (!row) throw new BadRequest(SERVER_ERRORS.invalidVerificationToken);
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
  if (used.length === 0) throw new BadRequest(SERVER_ERRORS.invalidVerificationToken);
}

const requiresPassword = (user: UserRow) =>
  user.userType === "student" && user.passwordHash === null;

/** Students keep the token for the password step; everyone else is verified right here. */
export async function checkVerificationToken(
  app: FastifyInstance,
  token: string,
): Promise<VerifyEmailResponse> {
  const user = await findLiveToken(app.db, token);
  if (requiresPassword(user)) return { userType: user.userType, requiresPassword: true };
  await app.db.transaction(async (tx) => {
    await consumeToken(tx, token);
    await markVerified(tx, user);
  });
  return { userType: user.userType, requiresPassword: false };
}

export async function setPasswordWithToken(
  app: FastifyInstance,
  token: string,
  password: string,
): Promise<void> {
  const user = await findLiveToken(app.db, token);
  if (!requiresPassword(user)) throw new BadRequest(SERVER_ERRORS.passwordNotNeeded);
  const passwordHash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    await consumeToken(tx, token);
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await markVerified(tx, user);
  });
}

async function markVerified(db: Queryable, user: UserRow): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await recordActivity(db, {
    type: "verification",
    description: `${user.email} verified their e-mail`,
    userId: user.id,
  });
}

/** Answers alike whether or not the account exists; sends at most a few links an hour. */
export async function resendVerification(app: FastifyInstance, email: string): Promise<void> {
  const [user] = await app.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user || user.emailVerifiedAt || !needsEmailVerification(user)) return;
  const window = currentWindow(3600);
  const bucket = `verify-mail:${email}`;
  const counts = await hit(app.db, [bucket], window);
  if ((counts.get(bucket) ?? 0) > RESEND_VERIFICATION_PER_HOUR) return;
  const token = await issueVerificationToken(app.db, user.id);
  sendVerificationMail(app, user, token);
}
