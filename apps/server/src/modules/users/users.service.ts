import { eq } from "drizzle-orm";
import type { User } from "@trophy/shared/schemas/user";
import type { Queryable } from "../../db/client";
import { users } from "../../db/schema";
import { NotFound } from "../../lib/errors";
import { toUserView } from "./user-view";

export async function updateProfile(db: Queryable, userId: string, name: string): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ name, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new NotFound("user_not_found");
  return toUserView(row);
}
