import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The first `relative` path that exists in the folder of `moduleUrl` or above it. Lets the same
 * code find its files whether it runs from src/ (tests, dev) or from the bundled dist/.
 */
export function findUp(moduleUrl: string, relative: string, marker = ""): string | null {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  for (;;) {
    const candidate = path.join(dir, relative);
    if (existsSync(path.join(candidate, marker))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
