import { AVATAR_IDS, type AvatarId } from "@trophy/shared/constants";
import type { User } from "@trophy/shared/schemas/user";
import type { UserRow } from "../../db/schema";

/**
 * The user as the client sees it (docs/product.md §3); nothing else of the row leaves the server.
 */
export function toUserView(
  row: Pick<UserRow, "id" | "email" | "name" | "userType" | "createdAt" | "avatar" | "language">,
): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    user_type: row.userType,
    createdAt: row.createdAt.toISOString(),
    avatar: avatarOf(row),
    language: row.language,
  };
}

/**
 * A student's avatar as the API shows it: one of the product's ids, else none. The column holds
 * only what the shared schema let through, so anything else would be a row written by hand.
 */
export function avatarOf(row: Pick<UserRow, "userType" | "avatar">): AvatarId | null {
  if (row.userType !== "student") return null;
  return (AVATAR_IDS as readonly string[]).includes(row.avatar ?? "")
    ? (row.avatar as AvatarId)
    : null;
}
