// Run with tsx, which reads the TypeScript it imports. Writes the error-code table of
// docs/api.md from packages/shared/src/error-code-reference.ts, between its two markers, then
// lets Prettier lay it out: `npm run docs:errors`.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { errorCodeTable } from "../packages/shared/src/error-code-reference.ts";

const file = new URL("../docs/api.md", import.meta.url);
const START = "<!-- error-codes:start (npm run docs:errors) -->";
const END = "<!-- error-codes:end -->";
const doc = readFileSync(file, "utf8");
const from = doc.indexOf(START);
const to = doc.indexOf(END);
if (from < 0 || to < from) throw new Error(`docs/api.md lacks the markers ${START} … ${END}`);
writeFileSync(
  file,
  `${doc.slice(0, from + START.length)}\n\n${errorCodeTable()}\n\n${doc.slice(to)}`,
);
execFileSync("npx", ["prettier", "--write", "docs/api.md"], { stdio: "inherit" });
