import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The built server; BENCH_SERVER_MAIN names another build of it (a copy built elsewhere). */
const MAIN =
  process.env.BENCH_SERVER_MAIN ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/main.js");

/** Loaded into the server when a benchmark asks for full garbage collections. */
const COLLECT_GARBAGE = new URL("collect-garbage.mjs", import.meta.url).href;

export interface ServerProcess {
  base: URL;
  pid: number;
  stop: () => Promise<void>;
  /**
   * Only with `collectsGarbage`: a full collection in the server, resolved once it is done; with
   * `release`, the one that also compacts the heap and returns the space freed to the system.
   */
  collectGarbage: (options?: { release?: boolean }) => Promise<void>;
}

/** The most files this process may let its children open (`ulimit -Hn`). */
async function openFileLimit(): Promise<number> {
  const limits = await readFile("/proc/self/limits", "utf8");
  const hard = /^Max open files\s+\S+\s+(\S+)/m.exec(limits)?.[1];
  return hard === undefined || hard === "unlimited" ? Infinity : Number(hard);
}

/** Whether a child may be given a higher limit than ours (`prlimit` and the privilege to raise it). */
function mayRaiseOpenFiles(files: number): boolean {
  return spawnSync("prlimit", [`--nofile=${files}`, "true"]).status === 0;
}

/** The built server in its own process, so load and server do not share an event loop. */
export async function startServer(
  env: Record<string, string>,
  {
    collectsGarbage = false,
    /** Files the server is to be allowed to open, beyond this process's limit when it may raise it. */
    openFiles = 0,
    /** Another entry than the built server: a TypeScript file is run through tsx. */
    entry = MAIN,
  } = {},
): Promise<ServerProcess> {
  const flags = collectsGarbage ? ["--expose-gc", "--import", COLLECT_GARBAGE] : [];
  if (entry.endsWith(".ts")) flags.push("--import", "tsx");
  const node = [process.execPath, ...flags, entry];
  // prlimit sets the limit and becomes the server (exec): the pid stays the server's.
  const raise = openFiles > (await openFileLimit()) && mayRaiseOpenFiles(openFiles);
  const [command = process.execPath, ...args] = raise
    ? ["prlimit", `--nofile=${openFiles}`, "--", ...node]
    : node;
  const child: ChildProcess = spawn(command, args, {
    // The overload answers are off unless a benchmark turns them on: the others measure the work.
    env: {
      ...process.env,
      OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
      OVERLOAD_POOL_WAIT_MS: "0",
      OVERLOAD_MAX_IN_FLIGHT: "0",
      ...env,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit", ...(collectsGarbage ? ["ipc" as const] : [])],
  });
  // Never leave a server behind, even when the benchmark itself fails.
  const killChild = () => child.kill("SIGKILL");
  process.once("exit", killChild);
  await new Promise<void>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("is running at")) resolve();
    });
    child.on("exit", (code) => {
      reject(new Error(`server exited with ${code}: ${out}`));
    });
  });
  return {
    base: new URL(`http://127.0.0.1:${env.PORT ?? "3000"}`),
    pid: child.pid ?? 0,
    collectGarbage: ({ release = false } = {}) =>
      new Promise((resolve, reject) => {
        if (!collectsGarbage) {
          reject(new Error("the server was started without collectsGarbage"));
          return;
        }
        child.once("message", () => {
          resolve();
        });
        child.send(release ? "release-memory" : "collect-garbage");
      }),
    stop: () =>
      new Promise((resolve) => {
        process.off("exit", killChild);
        // A server that died under load has nothing left to stop: the benchmark goes on.
        if (child.exitCode !== null || child.signalCode !== null) {
          console.log(`  (the server had exited: ${child.exitCode ?? child.signalCode})`);
          resolve();
          return;
        }
        child.once("exit", () => {
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
