import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { userListResponseSchema, type UserListQuery } from "@trophy/shared/schemas/admin";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

export type UserList = z.infer<typeof userListResponseSchema>;

export function getUsers({ userType, search, limit, offset }: UserListQuery): Promise<UserList> {
  const params = new URLSearchParams();
  // An empty search or "all users" is no filter at all.
  if (userType && userType !== "all") params.set("userType", userType);
  if (search) params.set("search", search);
  if (typeof limit === "number") params.set("limit", String(limit));
  if (typeof offset === "number") params.set("offset", String(offset));
  return apiRequest(`/api/admin/users?${params.toString()}`, { schema: userListResponseSchema });
}

/** One page of users; the previous page stays on screen while the next one loads. */
export function useUsers(query: UserListQuery) {
  return useQuery({
    queryKey: adminKeys.userList(query),
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });
}
