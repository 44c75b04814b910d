import { SESSIONS_PER_USER_MAX } from "@trophy/shared/constants";
import { and, eq, isNull } from "drizzle-orm";
import { REFRESH_TOKEN_TTL_DAYS } from "@trophy/shared/constants";
import type { LoginRequest, LoginResponse, RefreshResponse } from "@trophy/shared/schemas/auth";
import type { Db, Queryable } from "../../db/client";
import { refreshTokens, sessions, users, type UserRow } from "../../db/schema";
import { DomainError, Forbidden, Unauthorized } from "../../lib/errors";
import { verifyPassword } from "../../lib/password";
import { hashToken, randomToken } from "../../lib/tokens";
import { assertConsentHolds } from "../accounts/consent-status";
import { assertNotSuspended } from "../accounts/user-status";
import { toUserView } from "../accounts/user-view";
import { signAccessToken } from "../sessions/access-token";
import { REFRESH_REUSE_GRACE_MS, isIssued, successorOf } from "./refresh-successor";
import { countLoginAttempt, forgiveLoginAttempt } from "../sessions/login-throttle";
import { endSessionsOverLimit } from "../sessions/user-sessions";
import { needsEmailVerification } from "./verification.service";

/** Why an account that gave the right password may still not sign in (docs/architecture.md §3). */
function assertMaySignIn(user: UserRow): void {
  assertNotSuspended(user);
  if (user.developerStatus === "pending") throw new Forbidden("developer_pending");
  if (user.developerStatus === "rejected") throw new Forbidden("developer_rejected");
  if (needsEmailVerification(user) && !user.emailVerifiedAt) throw new Forbidden("verify_email");
  assertConsentHolds(user);
}

async function issueRefreshToken(
  db: Queryable,
  sessionId: string,
  token = randomToken(),
): Promise<string> {
  await db.insert(refreshTokens).values({ tokenHash: hashToken(token), sessionId });
  return token;
}

export async function login(
  db: Db,
  accessKey: Uint8Array,
  input: LoginRequest,
  ip: string,
  {
    sessionsPerUser = SESSIONS_PER_USER_MAX,
    consentTicketFor,
  }: {
    sessionsPerUser?: number;
    /** A young student who proved their password goes on to their consent step with it. */
    consentTicketFor?: (userId: string) => Promise<string>;
  } = {},
): Promise<LoginResponse> {
  await countLoginAttempt(db, input.email, ip);
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  // A student who never opened the link has no password yet: tell them to verify, not "invalid".
  if (user && needsEmailVerification(user) && !user.emailVerifiedAt && !user.passwordHash) {
    throw new Forbidden("verify_email");
  }
  // Always hash, even for an unknown e-mail, so the answer's timing tells nothing.
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk) throw new Unauthorized("invalid_credentials");
  await forgiveLoginAttempt(db, input.email, ip);
  try {
    assertMaySignIn(user);
  } catch (err) {
    if (
      err instanceof DomainError &&
      err.code === "parental_consent_required" &&
      consentTicketFor
    ) {
      err.withDetails({ consentTicket: await consentTicketFor(user.id) });
    }
    throw err;
  }

  const { sessionId, refreshToken } = await db.transaction(async (tx) => {
    // Sign-ins of one user take turns here, so each counts the sessions the others started.
    // A parent/guide withdrawing consent takes this lock too: a sign-in that read the row before
    // the withdrawal finds it here, and starts no session the withdrawal would miss.
    const [current] = await tx
      .select({
        parentalConsent: users.parentalConsent,
        consentDeletionAt: users.consentDeletionAt,
      })
      .from(users)
      .where(eq(users.id, user.id))
      .for("no key update");
    if (current) assertConsentHolds(current);
    const [session] = await tx
      .insert(sessions)
      .values({
        userId: user.id,
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
      })
      .returning({ id: sessions.id });
    if (!session) throw new Error("insert returned no row");
    await endSessionsOverLimit(tx, user.id, session.id, sessionsPerUser);
    return { sessionId: session.id, refreshToken: await issueRefreshToken(tx, session.id) };
  });
  const accessToken = await signAccessToken(accessKey, {
    userId: user.id,
    sessionId,
    role: user.userType,
  });
  return { user: toUserView(user), accessToken, refreshToken };
}

type RefreshOutcome =
  { ok: true; user: UserRow; sessionId: string; refreshToken: string } | { ok: false };

/**
 * Rotates a refresh token. The tabs of one browser share their tokens, so when their access tokens
 * expire together they all refresh with the same one at once: those that lose the race to rotate it,
 * within REFRESH_REUSE_GRACE_MS and from the same `client` (clientMark), get the winner's successor.
 * Any other reuse means the token leaked: the whole session (its token family) is revoked, and that
 * revocation is committed before refusing (docs/architecture.md §3).
 */
export async function refresh(
  db: Db,
  accessKey: Uint8Array,
  presented: string,
  client: string,
  now = new Date(),
): Promise<RefreshResponse> {
  const tokenHash = hashToken(presented);
  const successor = successorOf(accessKey, presented);
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    // On PostgreSQL a racing refresh waits here for the winner's commit, then finds it rotated.
    const [rotated] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now, rotatedBy: client })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    const sessionId = rotated ? rotated.sessionId : await sessionOfTwin(tx, tokenHash, client, now);
    if (!sessionId) return { ok: false };
    const [row] = await tx
      .select({ user: users, session: sessions })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sessionId));
    if (!row || row.session.revokedAt || row.session.expiresAt <= now) return { ok: false };
    let refreshToken = successor;
    if (rotated) await issueRefreshToken(tx, sessionId, successor);
    // Rotated under another APP_SECRET (or by an older release): a sibling in the same family.
    else if (!(await isIssued(tx, sessionId, successor))) {
      refreshToken = await issueRefreshToken(tx, sessionId);
    }
    return { ok: true, user: row.user, sessionId, refreshToken };
  });
  if (!outcome.ok) throw new Unauthorized("invalid_refresh_token");
  assertNotSuspended(outcome.user);
  assertConsentHolds(outcome.user);
  const token = await signAccessToken(accessKey, {
    userId: outcome.user.id,
    sessionId: outcome.sessionId,
    role: outcome.user.userType,
  });
  return { token, refreshToken: outcome.refreshToken };
}

/**
 * The session of a token the same client's other refresh rotated within the grace window (a
 * second tab), or null: unknown, or rotated earlier or by another client, which revokes its
 * session.
 */
async function sessionOfTwin(
  tx: Queryable,
  tokenHash: string,
  client: string,
  now: Date,
): Promise<string | null> {
  const [known] = await tx
    .select({
      sessionId: refreshTokens.sessionId,
      rotatedAt: refreshTokens.rotatedAt,
      rotatedBy: refreshTokens.rotatedBy,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!known?.rotatedAt) return null;
  const lag = now.getTime() - known.rotatedAt.getTime();
  if (lag <= REFRESH_REUSE_GRACE_MS && known.rotatedBy === client) return known.sessionId;
  await revokeSession(tx, known.sessionId);
  return null;
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
