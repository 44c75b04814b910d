#!/usr/bin/env node
// The server's module graph (docs/architecture.md, "Areas on top, domains below"): which module
// imports which, and every cycle among them. A module is a folder under apps/server/src/modules,
// or a top-level folder of apps/server/src (plugins, ops, mail, …). Tests are left out: a test may
// reach across modules to set up its world.
//
//   node scripts/module-graph.mjs          prints the counts and the cycles
//   node scripts/module-graph.mjs --check  also exits 1 when there is a cycle
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/server/src");
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

/** The module a file belongs to: `modules/<name>` or the top-level folder; none for root files. */
function moduleOf(file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts.length < 2) return null;
  return parts[0] === "modules" && parts.length > 2 ? `modules/${parts[1]}` : parts[0];
}

const edges = new Map(); // module -> Map(module -> import count)
let imports = 0;
for (const file of sourceFiles(root)) {
  const from = moduleOf(file);
  if (!from) continue;
  for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
    const to = moduleOf(path.resolve(path.dirname(file), match[1] ?? match[2]));
    if (!to || to === from) continue;
    imports++;
    const targets = edges.get(from) ?? new Map();
    targets.set(to, (targets.get(to) ?? 0) + 1);
    edges.set(from, targets);
  }
}

// Tarjan's strongly connected components: each with more than one module is a cycle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
let next = 0;
function visit(v) {
  index.set(v, next);
  low.set(v, next++);
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) !== index.get(v)) return;
  const component = [];
  let w;
  do {
    w = stack.pop();
    onStack.delete(w);
    component.push(w);
  } while (w !== v);
  if (component.length > 1) components.push(component.sort());
}
const modules = new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])]);
for (const m of [...modules].sort()) if (!index.has(m)) visit(m);

const pairs = [];
for (const [a, targets] of edges) {
  for (const b of targets.keys()) if (a < b && edges.get(b)?.has(a)) pairs.push(`${a} <-> ${b}`);
}
const edgeCount = [...edges.values()].reduce((n, m) => n + m.size, 0);
console.log(
  `${modules.size} modules, ${edgeCount} module-to-module edges over ${imports} import statements`,
);
console.log(`${pairs.length} pairs import each other${pairs.length ? ":" : ""}`);
for (const p of pairs.sort()) console.log(`  ${p}`);
console.log(`${components.length} cycle(s)${components.length ? ":" : ""}`);
for (const c of components) console.log(`  ${c.length} modules: ${c.join(", ")}`);
if (process.argv.includes("--check") && components.length > 0) process.exit(1);
