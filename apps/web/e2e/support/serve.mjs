// Starts the built server on a fresh data directory for one browser test run.
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes("trophy-e2e"))
  throw new Error("serve.mjs expects the e2e DATA_DIR");
rmSync(dataDir, { recursive: true, force: true });
const here = path.dirname(fileURLToPath(import.meta.url));
await import(pathToFileURL(path.resolve(here, "../../../server/dist/main.js")).href);
