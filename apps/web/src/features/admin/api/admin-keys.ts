import type { AdminAwardsQuery, UserListQuery } from "@trophy/shared/schemas/admin";
import type { AdminFulfillmentsQuery } from "@trophy/shared/schemas/admin-fulfillments";
import type { PageQuery } from "@trophy/shared/schemas/common";

/** Query keys of the admin's data; the session's end clears them all (signOutLocally). */
export const adminKeys = {
  all: ["admin"] as const,
  developers: ["admin", "developers"] as const,
  dashboard: ["admin", "dashboard"] as const,
  users: ["admin", "users"] as const,
  throttledAccounts: ["admin", "throttled-accounts"] as const,
  userList: (query: UserListQuery) => ["admin", "users", query] as const,
  consentLog: (userId: string) => ["admin", "users", userId, "consent-log"] as const,
  inventory: ["admin", "gift-cards", "inventory"] as const,
  awards: ["admin", "awards"] as const,
  awardList: (query: AdminAwardsQuery) => ["admin", "awards", query] as const,
  rewards: ["admin", "rewards"] as const,
  rewardList: (page: PageQuery) => ["admin", "rewards", page] as const,
  fulfillments: ["admin", "fulfillments"] as const,
  fulfillmentList: (query: AdminFulfillmentsQuery) => ["admin", "fulfillments", query] as const,
};
