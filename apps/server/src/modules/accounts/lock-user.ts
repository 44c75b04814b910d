import { and, asc, eq, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import { NotFound } from "../../lib/errors";

/**
 * A live (not deleted) user's row under its lock, for a change an admin count depends on
 * (suspension, deletion). For an admin every remaining admin is locked too, in id order so two
 * such changes at once cannot deadlock, and returned, so that two admins suspending or deleting
 * each other at once leave one active. A deleted admin runs nothing any more, so only the others
 * count.
 */
export async function lockUserRow(
  tx: Tx,
  userId: string,
): Promise<{ user: UserRow; admins: UserRow[] }> {
  const [peek] = await tx
    .select({ userType: users.userType })
    .from(users)
    .where(eq(users.id, userId));
  if (!peek) throw new NotFound("user_not_found");
  if (peek.userType === "admin") {
    const admins = await tx
      .select()
      .from(users)
      .where(and(eq(users.userType, "admin"), isNull(users.deletedAt)))
      .orderBy(asc(users.id))
      .for("update");
    const user = admins.find((a) => a.id === userId);
    if (!user) throw new NotFound("user_not_found");
    return { user, admins };
  }
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!user || user.deletedAt) throw new NotFound("user_not_found");
  return { user, admins: [] };
}
