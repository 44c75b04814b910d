/** Query keys of the parent/guide's data; the session's end clears them all (signOutLocally). */
export const parentKeys = {
  all: ["parent"] as const,
  students: ["parent", "students"] as const,
  rewards: ["parent", "rewards"] as const,
  fulfillments: ["parent", "fulfillments"] as const,
  approvals: ["parent", "approvals"] as const,
};
