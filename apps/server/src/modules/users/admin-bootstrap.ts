import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { hashPassword } from "../../lib/password";
import { isStrongPassword } from "@trophy/shared/rules/password";
import { SHARED_TEXTS } from "@trophy/shared/shared-texts";

export class AdminSetupError extends Error {}

/**
 * Afterwards an admin with this e-mail signs in with this password: created if missing, its
 * password reset and any suspension lifted if it exists, so whoever runs the server can always
 * get back in. Another role already holding the e-mail is an error.
 */
export async function ensureAdmin(
  db: Db,
  rawEmail: string,
  password: string,
): Promise<"created" | "updated"> {
  const email = rawEmail.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email))
    throw new AdminSetupError(`Not an e-mail address: ${rawEmail}`);
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    if (existing.userType !== "admin") {
      throw new AdminSetupError(`${email} already belongs to a ${existing.userType} account`);
    }
  }
  if (!isStrongPassword(password)) throw new AdminSetupError(SHARED_TEXTS.invalidPassword);
  const passwordHash = await hashPassword(password);
  if (existing) {
    await db
      .update(users)
      .set({
        passwordHash,
        suspendedAt: null,
        suspendedUntil: null,
        suspensionReason: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id));
    return "updated";
  }
  await db.insert(users).values({
    email,
    userType: "admin",
    name: "Administrator",
    passwordHash,
    emailVerifiedAt: new Date(),
  });
  return "created";
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
