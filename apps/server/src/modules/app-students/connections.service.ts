import { createHmac, randomInt } from "node:crypto";
import { and, asc, eq, gt, gte, lt, sql } from "drizzle-orm";
import {
  LINK_CODE_ALPHABET,
  LINK_CODE_FAILURE_WINDOW_MINUTES,
  LINK_CODE_FAILURES_MAX,
  LINK_CODE_LENGTH,
  LINK_CODE_TTL_MINUTES,
} from "@trophy/shared/constants";
import type { ConnectionResponse } from "@trophy/shared/schemas/api-v1";
import type { LinkCodeResponse, StudentApp } from "@trophy/shared/schemas/student-apps";
import type { Db, Queryable } from "../../db/client";
import {
  appLinkCodes,
  appStudents,
  rateLimitCounters,
  sandboxStudents,
  users,
} from "../../db/schema";
import { BadRequest, isUniqueViolation, TooManyRequests } from "../../lib/errors";
import { deriveKey } from "../../lib/tokens";
import { currentWindow, hit, unhit, type Window } from "../rate-limit/rate-limit.service";
import { sandboxRef } from "../sandbox/sandbox.service";
import { appOf, requireLink } from "./apps.service";
import { revokeConnection } from "./connection-revoked";
import { newPseudonym } from "./pseudonym";

/**
 * Connections between apps and students (docs/product.md §4, Privacy towards apps). A student, or
 * a linked parent/guide for them, gets a one-time code and types it into an app; the app exchanges
 * it (POST /api/v1/connections) for its pseudonym of the student and from then on may award them
 * where AWARDS_REQUIRE_CONNECTION is set. Disconnecting or stopping the app ends the connection
 * and tells the app with a `connection.revoked` webhook.
 */

const MINUTE_MS = 60_000;

/** The key of the codes' hashes, derived from APP_SECRET for this purpose alone. */
export type LinkCodeKey = Uint8Array;
export const linkCodeKey = (appSecret: string): LinkCodeKey => deriveKey(appSecret, "link-codes");

/**
 * Codes have about 36 bits, too few for a plain hash to hide them from someone holding a copy of
 * the database; keyed by the server's secret they cannot be tried offline.
 */
const hashOf = (key: LinkCodeKey, code: string) =>
  createHmac("sha256", key).update(code).digest("base64url");

function newCode(): string {
  let code = "";
  for (let i = 0; i < LINK_CODE_LENGTH; i++)
    code += LINK_CODE_ALPHABET.charAt(randomInt(LINK_CODE_ALPHABET.length));
  return code;
}

/** A code as people copy it: any case, maybe grouped with spaces or dashes. */
export function normaliseCode(input: string): string {
  return input.replace(/[\s-]+/g, "").toUpperCase();
}

/** The alphabet's characters only, as many as a code has. */
const WELL_FORMED = new RegExp(`^[${LINK_CODE_ALPHABET}]{${String(LINK_CODE_LENGTH)}}$`);

/**
 * A new code for the student, valid LINK_CODE_TTL_MINUTES. A student holds one code at a time: a
 * new one, whoever asked for it, replaces one not yet used, so only the code last shown works.
 */
export async function issueLinkCode(
  db: Queryable,
  key: LinkCodeKey,
  studentId: string,
  now = new Date(),
): Promise<LinkCodeResponse> {
  const expiresAt = new Date(now.getTime() + LINK_CODE_TTL_MINUTES * MINUTE_MS);
  for (let attempt = 1; ; attempt++) {
    const code = newCode();
    const codeHash = hashOf(key, code);
    try {
      await db
        .insert(appLinkCodes)
        .values({ studentId, codeHash, expiresAt, createdAt: now })
        .onConflictDoUpdate({
          target: appLinkCodes.studentId,
          set: { codeHash, expiresAt, createdAt: now },
        });
      return { code, expiresAt: expiresAt.toISOString() };
    } catch (err) {
      // Another student's code has these characters: draw again.
      if (attempt < 5 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

/** The same for a parent/guide, for a student they are linked to (else 404 link_not_found). */
export async function issueLinkCodeFor(
  db: Queryable,
  key: LinkCodeKey,
  parentId: string,
  studentId: string,
): Promise<LinkCodeResponse> {
  await requireLink(db, parentId, studentId);
  return issueLinkCode(db, key, studentId);
}

/** The app exchanging a code: which developer, and whether with a live or a test key. */
export interface ConnectingApp {
  developerId: string;
  livemode: boolean;
}

/**
 * Exchanges a code for the app's pseudonym of its student. Every attempt is first counted as a
 * wrong code, and taken back once the code turns out right: so however many attempts run at once,
 * no more than LINK_CODE_FAILURES_MAX wrong ones in the window are ever looked at, and once they
 * are spent even a right code is refused until the oldest of them leaves the window.
 *
 * A code that is unknown, expired, used, or from a student who (or whose parent/guide) stopped
 * this app is one answer, 400 invalid_link_code, so an app learns nothing from which it was. Test
 * keys never see real students' codes: any well-formed code connects a sandbox student of its own,
 * once.
 */
export async function exchangeLinkCode(
  db: Db,
  key: LinkCodeKey,
  app: ConnectingApp,
  input: string,
  now = new Date(),
): Promise<ConnectionResponse> {
  const bucket = `link-code-failures:${app.livemode ? "live" : "test"}:${app.developerId}`;
  const window = await countAttempt(db, bucket, now);
  const code = normaliseCode(input);
  let studentRef: string | null = null;
  if (WELL_FORMED.test(code)) {
    studentRef = app.livemode
      ? await connectStudent(db, key, app.developerId, code, now)
      : await connectSandboxStudent(db, app.developerId, code);
  }
  if (!studentRef) throw new BadRequest("invalid_link_code");
  await unhit(db, [bucket], window);
  return { livemode: app.livemode, studentRef };
}

/**
 * Failures are counted per minute, and the last LINK_CODE_FAILURE_WINDOW_MINUTES minutes before
 * this one are summed with it: a sliding window, so five wrong codes just either side of a
 * boundary are still five. Answers the minute counted in, or 429 until enough failures age out.
 */
async function countAttempt(db: Queryable, bucket: string, now: Date): Promise<Window> {
  const window = currentWindow(60, now.getTime());
  const since = new Date(window.start.getTime() - LINK_CODE_FAILURE_WINDOW_MINUTES * MINUTE_MS);
  const current = (await hit(db, [bucket], window)).get(bucket) ?? 0;
  const earlier = await db
    .select({ start: rateLimitCounters.windowStart, count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.bucket, bucket),
        gte(rateLimitCounters.windowStart, since),
        lt(rateLimitCounters.windowStart, window.start),
      ),
    )
    .orderBy(asc(rateLimitCounters.windowStart));
  const failures = earlier.reduce((sum, m) => sum + m.count, 0) + current - 1;
  if (failures < LINK_CODE_FAILURES_MAX) return window;
  // Refused unread: this attempt is no wrong code.
  await unhit(db, [bucket], window);
  const minutes = [...earlier, { start: window.start, count: current - 1 }];
  let left = failures;
  let lifted = window.start;
  for (const minute of minutes) {
    if (left < LINK_CODE_FAILURES_MAX) break;
    left -= minute.count;
    // A minute's failures stop counting once it is more than the window's length behind.
    lifted = new Date(minute.start.getTime() + (LINK_CODE_FAILURE_WINDOW_MINUTES + 1) * MINUTE_MS);
  }
  throw new TooManyRequests(
    "too_many_link_code_attempts",
    (lifted.getTime() - now.getTime()) / 1000,
  );
}

/** Thrown inside the exchange's transaction to undo it: the app was stopped meanwhile. */
class StoppedMeanwhile extends Error {}

/** A live code's student connected to the app, the code used up; null for no usable code. */
async function connectStudent(
  db: Db,
  key: LinkCodeKey,
  developerId: string,
  code: string,
  now: Date,
): Promise<string | null> {
  const c = appLinkCodes;
  const p = appStudents;
  const notStopped = sql`${p.blockedByStudentAt} IS NULL AND ${p.blockedByParentAt} IS NULL`;
  try {
    return await db.transaction(async (tx) => {
      // Deleting the row is the use: of two exchanges of one code, the second finds none.
      const [used] = await tx
        .delete(c)
        .where(
          and(
            eq(c.codeHash, hashOf(key, code)),
            gt(c.expiresAt, now),
            // A student waiting for a parent's consent, or who lost it, is known to no app.
            sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${c.studentId} AND ${users.deletedAt} IS NULL
              AND (${users.parentalConsent} IS NULL OR ${users.parentalConsent} = 'given'))`,
            // A stopped app gets nothing, and the code stays the student's for another app.
            sql`NOT EXISTS (SELECT 1 FROM ${p} WHERE ${p.developerId} = ${developerId}
              AND ${p.studentId} = ${c.studentId} AND NOT (${notStopped}))`,
          ),
        )
        .returning({ studentId: c.studentId });
      if (!used) return null;
      const [pair] = await tx
        .insert(p)
        .values({ developerId, studentId: used.studentId, ref: newPseudonym(), connectedAt: now })
        .onConflictDoUpdate({
          target: [p.developerId, p.studentId],
          set: { connectedAt: sql`coalesce(${p.connectedAt}, excluded.connected_at)` },
          setWhere: notStopped,
        })
        .returning({ ref: p.ref });
      if (!pair) throw new StoppedMeanwhile();
      return pair.ref;
    });
  } catch (err) {
    if (err instanceof StoppedMeanwhile) return null;
    throw err;
  }
}

/**
 * The sandbox's connection: the code names a sandbox student of the developer's own, made now; a
 * code used before is refused as live ones are.
 */
async function connectSandboxStudent(
  db: Queryable,
  developerId: string,
  code: string,
): Promise<string | null> {
  const [student] = await db
    .insert(sandboxStudents)
    .values({ developerId, email: `link-${code.toLowerCase()}@sandbox.invalid`, balance: 0 })
    .onConflictDoNothing()
    .returning({ id: sandboxStudents.id });
  return student ? sandboxRef(student.id) : null;
}

/** The student ends an app's connection; the app is told with `connection.revoked`. */
export async function disconnectApp(
  db: Db,
  studentId: string,
  developerId: string,
): Promise<{ app: StudentApp }> {
  return db.transaction(async (tx) => {
    await revokeConnection(tx, studentId, developerId, "disconnected");
    return appOf(tx, studentId, developerId);
  });
}

/** The same by a parent/guide, for a student they are linked to. */
export async function disconnectLinkedStudentApp(
  db: Db,
  parentId: string,
  studentId: string,
  developerId: string,
): Promise<{ app: StudentApp }> {
  await requireLink(db, parentId, studentId);
  return disconnectApp(db, studentId, developerId);
}

/** Codes for connecting an app that expired before `before` (privacy/retention.ts, app_link_codes). */
export async function pruneLinkCodes(db: Queryable, before: Date): Promise<void> {
  await db.delete(appLinkCodes).where(lt(appLinkCodes.expiresAt, before));
}
