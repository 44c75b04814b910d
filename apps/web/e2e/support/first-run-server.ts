import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SERVER_MAIN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../server/dist/main.js",
);
const FIRST_ADMIN_LINE = /Sign in as (\S+) with password (\S+) \(shown only this once\)/;

export interface FirstRunServer {
  baseUrl: string;
  admin: { email: string; password: string };
  /** Everything the server printed so far (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
}

/** A port nothing listens on right now: the OS picks it, then it is handed to the server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/**
 * The built server as a new user starts it: an empty data directory, no ADMIN_* variables, no
 * DATABASE_URL (so the embedded database). Resolves once it has printed the first admin's
 * e-mail and password and is listening.
 */
export async function startFirstRunServer(): Promise<FirstRunServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "trophy-first-run-"));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // Nothing of the test run's own set-up: no configured admin, no PostgreSQL, no fixed secret.
  const unset = new Set([
    "ADMIN_EMAIL",
    "ADMIN_PASSWORD",
    "DATABASE_URL",
    "APP_SECRET",
    "SMTP_URL",
  ]);
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !unset.has(name)),
  );
  Object.assign(env, { PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl });

  const child = spawn(process.execPath, [SERVER_MAIN], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const stop = async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const admin = await new Promise<{ email: string; password: string }>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`the server printed no first admin within 60 s:\n${output}`));
      }, 60_000);
      let stdout = "";
      // The password is printed to standard output, once; stderr is kept for failure messages.
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        stdout += chunk.toString();
        const found = FIRST_ADMIN_LINE.exec(stdout);
        if (!found?.[1] || !found[2]) return;
        clearTimeout(timer);
        resolve({ email: found[1], password: found[2] });
      });
      child.stderr.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${String(code)}) before it was ready:\n${output}`));
      });
    });
    return { baseUrl, admin, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
