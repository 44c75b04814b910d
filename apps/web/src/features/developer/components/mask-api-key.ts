const VISIBLE_PREFIX = 4;
const VISIBLE_SUFFIX = 4;
const MASK = "•".repeat(24);

/** "trk_" and the last characters stay readable; the rest is dots of a fixed length. */
export function maskApiKey(key: string): string {
  if (key.length <= VISIBLE_PREFIX + VISIBLE_SUFFIX) return MASK;
  return `${key.slice(0, VISIBLE_PREFIX)}${MASK}${key.slice(-VISIBLE_SUFFIX)}`;
}
