import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import type { World } from "./world";

declare module "vitest" {
  export interface ProvidedContext {
    world: World;
  }
}

const script = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../scripts/client-test-server.mjs",
);

/** One real server for every test file (scripts/client-test-server.mjs), stopped at the end. */
export default async function setup(project: TestProject) {
  const child = spawn(process.execPath, [script], { stdio: ["pipe", "pipe", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => {
      reject(new Error(`the test server exited (${String(code)}) before it was ready`));
    });
  });
  project.provide("world", JSON.parse(first) as World);
  return async () => {
    child.stdin.end();
    await exited;
  };
}
