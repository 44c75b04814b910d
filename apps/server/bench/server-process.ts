import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The built server; BENCH_SERVER_MAIN names another build of it (a copy built elsewhere). */
const MAIN =
  process.env.BENCH_SERVER_MAIN ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/main.js");

/** The built server in its own process, so load and server do not share an event loop. */
export async function startServer(
  env: Record<string, string>,
): Promise<{ base: URL; pid: number; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    // The overload answers are off unless a benchmark turns them on: the others measure the work.
    env: {
      ...process.env,
      OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
      OVERLOAD_POOL_WAIT_MS: "0",
      ...env,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
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
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => {
          resolve();
        });
        process.off("exit", killChild);
        child.kill("SIGTERM");
      }),
  };
}
