// Runs a server entry (main, create-admin, seed-demo, rotate-secret, backup, restore, move-to-postgres)
// from the build, building first when the build is missing or older than the sources, so
// `npm install && npm start` works on a fresh clone.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [entry, ...args] = process.argv.slice(2);
const outputs = ["apps/web/dist/index.html", `apps/server/dist/${entry}.js`].map((p) =>
  path.join(root, p),
);
const sources = [
  "packages/shared/src",
  "apps/server/src",
  "apps/server/drizzle",
  "apps/web/src",
  "apps/web/index.html",
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

const built = outputs.every(existsSync) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
if (built < Math.max(...sources.map((p) => newest(path.join(root, p))))) {
  console.log("Building the web client and the server...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.argv = [process.argv[0], outputs[1], ...args];
await import(pathToFileURL(outputs[1]).href);
