import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { hashPassword } from "../../lib/password";
import { isStrongPassword } from "@trophy/shared/rules/password";
import { SHARED_TEXTS } from "@trophy/shared/shared-texts";

export class AdminSetupError extends Error {}

/** The admin the first start of an embedded installation creates (docs/architecture.md §5). */
export const EMBEDDED_ADMIN_EMAIL = "admin@localhost";

/**
 * Afterwards an admin with this e-mail signs in with this password: created if missing, its
 * password reset and any suspension lifted if it exists, so whoever runs the server can always
 * get back in. Another role already holding the e-mail is an error.
 *
 * Instances starting together on a new database all run this with the same admin: the insert
 * yields to a row another one committed first (ON CONFLICT) and this one updates it instead, so
 * every start succeeds and one row exists.
 */
export async function ensureAdmin(
  db: Db,
  rawEmail: string,
  password: string,
): Promise<"created" | "updated"> {
  const email = rawEmail.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email))
    throw new AdminSetupError(`Not an e-mail address: ${rawEmail}`);
  if (!isStrongPassword(password)) throw new AdminSetupError(SHARED_TEXTS.invalidPassword);
  const passwordHash = await hashPassword(password);
  const [created] = await db
    .insert(users)
    .values({
      email,
      userType: "admin",
      name: "Administrator",
      passwordHash,
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (created) return "created";
  const [updated] = await db
    .update(users)
    .set({
      passwordHash,
      suspendedAt: null,
      suspendedUntil: null,
      suspensionReason: null,
      updatedAt: new Date(),
    })
    .where(and(eq(users.email, email), eq(users.userType, "admin")))
    .returning({ id: users.id });
  if (updated) return "updated";
  const [holder] = await db
    .select({ userType: users.userType })
    .from(users)
    .where(eq(users.email, email));
  throw new AdminSetupError(`${email} already belongs to a ${holder?.userType ?? "other"} account`);
}

/** A password that passes the rule: random, with each required character class present. */
export function generatePassword(): string {
  return `Adm1n-${randomBytes(12).toString("base64url")}`;
}

export async function hasAdmin(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userType, "admin"))
    .limit(1);
  return rows.length > 0;
}
