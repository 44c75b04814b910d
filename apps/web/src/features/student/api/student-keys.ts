/** Query keys of the student's data; the session's end clears them all (signOutLocally). */
export const studentKeys = {
  all: ["student"] as const,
  trophies: ["student", "trophies"] as const,
  rewards: ["student", "rewards"] as const,
  redemptions: ["student", "redemptions"] as const,
  giftCards: ["student", "gift-cards"] as const,
  connectionRequests: ["student", "connection-requests"] as const,
  blockedParents: ["student", "blocked-parents"] as const,
  goal: ["student", "goal"] as const,
  /** The profile's apps (features/profile/api/student-apps.ts): an award changes their counts. */
  apps: ["student", "apps"] as const,
};
