// Starts the built server for one browser test run: a fresh data directory, the demo data
// (gift card stock, a validated developer whose key the tests award with), then the server.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes("trophy-e2e"))
  throw new Error("serve.mjs expects the e2e DATA_DIR");
rmSync(dataDir, { recursive: true, force: true });
// SERVER_DIST: a server built elsewhere, so a run can test its own build beside others'.
const dist = process.env.SERVER_DIST
  ? path.resolve(process.env.SERVER_DIST)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../server/dist");
const seeded = spawnSync(process.execPath, [path.join(dist, "seed-demo.js")], { stdio: "inherit" });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
await import(pathToFileURL(path.join(dist, "main.js")).href);
