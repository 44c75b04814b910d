import type { User } from "@trophy/shared/schemas/user";
import type { UserRow } from "../../db/schema";

/**
 * The user as the client sees it (docs/product.md §3); nothing else of the row leaves the server.
 */
export function toUserView(
  row: Pick<UserRow, "id" | "email" | "name" | "userType" | "createdAt">,
): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    user_type: row.userType,
    createdAt: row.createdAt.toISOString(),
  };
}
