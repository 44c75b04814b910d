/** Query keys of the parent/guide's data; the session's end clears them all (signOutLocally). */
export const parentKeys = {
  all: ["parent"] as const,
  students: ["parent", "students"] as const,
  rewards: ["parent", "rewards"] as const,
  fulfillments: ["parent", "fulfillments"] as const,
  approvals: ["parent", "approvals"] as const,
  /** Not under `students`, which reloads after every settings switch: the apps need not. */
  apps: (studentId: string) => ["parent", "apps", studentId] as const,
  /** Other adults' links to a young student, waiting for this parent/guide's approval. */
  linkApprovals: (studentId: string) => ["parent", "link-approvals", studentId] as const,
};
