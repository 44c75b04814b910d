import { asc, eq } from "drizzle-orm";
import { CONSENT_NOTICE_VERSION } from "@trophy/shared/rules/parental-consent";
import { displayName } from "@trophy/shared/rules/display-name";
import type { ConsentEvent, ConsentLogEntry, ConsentMethod } from "@trophy/shared/schemas/consent";
import type { Queryable } from "../../db/client";
import { consentLog, users } from "../../db/schema";
import { NotFound } from "../../lib/errors";

/**
 * Appends one entry to the consent log, in the caller's transaction, so the entry stands exactly
 * when what it records does. The notice version is the one the parent was shown now.
 */
export async function appendConsentLog(
  db: Queryable,
  entry: {
    studentId: string;
    parentId: string | null;
    event: ConsentEvent;
    method: ConsentMethod;
  },
): Promise<void> {
  await db.insert(consentLog).values({ ...entry, noticeVersion: CONSENT_NOTICE_VERSION });
}

/**
 * A student's consent log, oldest first, naming each parent/guide by name and address. One whose
 * account was deleted since is no longer named: the entry keeps the bare id, the answer says null.
 */
export async function listConsentLog(db: Queryable, studentId: string): Promise<ConsentLogEntry[]> {
  const rows = await db
    .select({
      entry: consentLog,
      parentDeletedAt: users.deletedAt,
      parentName: users.name,
      parentEmail: users.email,
    })
    .from(consentLog)
    .leftJoin(users, eq(users.id, consentLog.parentId))
    .where(eq(consentLog.studentId, studentId))
    .orderBy(asc(consentLog.at), asc(consentLog.id));
  return rows.map(({ entry, parentDeletedAt, parentName, parentEmail }) => {
    const named = entry.parentId && !parentDeletedAt && parentEmail;
    return {
      id: entry.id,
      event: entry.event,
      method: entry.method,
      noticeVersion: entry.noticeVersion,
      parentId: named ? entry.parentId : null,
      parent: named
        ? { name: displayName({ name: parentName, email: parentEmail }), email: parentEmail }
        : null,
      at: entry.at.toISOString(),
    };
  });
}

/**
 * GET /api/admin/users/:id/consent-log: the log of any account that ever existed, a deleted one
 * included (the log outlives it); 404 for an id that never was an account.
 */
export async function consentLogOfUser(db: Queryable, userId: string): Promise<ConsentLogEntry[]> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound("user_not_found");
  return listConsentLog(db, userId);
}
