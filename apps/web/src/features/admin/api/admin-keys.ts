/** Query keys of the admin's data; the session's end clears them all (signOutLocally). */
export const adminKeys = {
  all: ["admin"] as const,
  developers: ["admin", "developers"] as const,
};
