import { eq } from "drizzle-orm";
import type { UpdateProfileInput, User } from "@trophy/shared/schemas/user";
import type { Queryable } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import { Forbidden, NotFound } from "../../lib/errors";
import { toUserView } from "../accounts/user-view";

/**
 * Changes what the body names: the name, the language (of the account's e-mails), and a
 * student's avatar (an avatar is the student's own; other roles are refused, 403
 * avatar_for_students_only, and keep none).
 */
export async function updateProfile(
  db: Queryable,
  user: Pick<UserRow, "id" | "userType">,
  input: UpdateProfileInput,
): Promise<User> {
  if (input.avatar !== undefined && user.userType !== "student") {
    throw new Forbidden("avatar_for_students_only");
  }
  const [row] = await db
    .update(users)
    .set({
      name: input.name,
      avatar: input.avatar,
      language: input.language,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw new NotFound("user_not_found");
  return toUserView(row);
}
