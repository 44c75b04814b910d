/** The link's API path: the GET checks it, the POST verifies (with a password for a student). */
export function verificationPath(token: string): string {
  return `/auth/verify-email/${encodeURIComponent(token)}`;
}
