import { eq } from "drizzle-orm";
import type { ChangePasswordInput } from "@trophy/shared/schemas/password";
import type { Db } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import { BadRequest } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/password";
import { countLoginAttempt, forgiveLoginAttempt } from "../sessions/login-throttle";
import { revokeUserSessions } from "../sessions/user-sessions";

/**
 * Changes the signed-in user's password and ends their other sessions; this one stays. A wrong
 * current password is a failed sign-in for the throttle (the same counters as POST /auth/login),
 * so a stolen session cannot guess the password faster than the login form could. It answers 400,
 * not 401: the session is fine, and a 401 would send the client to refresh it.
 */
export async function changePassword(
  db: Db,
  user: UserRow,
  sessionId: string,
  input: ChangePasswordInput,
  ip: string,
): Promise<void> {
  await countLoginAttempt(db, user.email, ip);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new BadRequest("wrong_current_password");
  }
  await forgiveLoginAttempt(db, user.email, ip);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, sessionId);
  });
}
