const VISIBLE_SUFFIX = 4;
const MASK = "•".repeat(24);
/** The key's kind stays readable: a masked test key must not pass for a live one. */
const PREFIXES = ["trk_test_", "trk_"];

/** The prefix ("trk_" or "trk_test_") and the last characters stay; the rest is fixed dots. */
export function maskApiKey(key: string): string {
  const prefix = PREFIXES.find((p) => key.startsWith(p)) ?? "";
  if (key.length <= prefix.length + VISIBLE_SUFFIX * 2) return MASK;
  return `${prefix}${MASK}${key.slice(-VISIBLE_SUFFIX)}`;
}
