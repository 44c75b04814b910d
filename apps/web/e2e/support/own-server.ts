import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, stopProcess } from "./first-run-server";

/** The built server: SERVER_DIST when a run builds its own, else the workspace's build. */
const SERVER_MAIN = path.join(
  process.env.SERVER_DIST
    ? path.resolve(process.env.SERVER_DIST)
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../server/dist"),
  "main.js",
);
const READY_WAIT_MS = 60_000;

export interface OwnServer {
  baseUrl: string;
  /** Its DATA_DIR: where its mail outbox is. */
  dataDir: string;
  admin: { email: string; password: string };
  stop: () => Promise<void>;
}

/**
 * A server of the spec's own, on an empty embedded database, whose configured admin is the one
 * given: the shared server's admin is fixed, and a spec about the admin's own e-mail needs another.
 * It serves the same web build (WEB_DIST, when set, is passed on); `env` adds settings of the
 * spec's own (a short webhook retry schedule, say).
 */
export async function startOwnServer(
  admin: { email: string; password: string },
  env: Record<string, string> = {},
): Promise<OwnServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "trophy-e2e-own-"));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const serverEnv: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !["DATABASE_URL", "SMTP_URL"].includes(name)),
  );
  Object.assign(serverEnv, {
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: "warn",
    // As the shared test server: busy cores must not turn into 503s; hooks may point at localhost.
    OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
    OVERLOAD_POOL_WAIT_MS: "0",
    OVERLOAD_MAX_IN_FLIGHT: "0",
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
    ...env,
  });
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: serverEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_WAIT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited (${String(child.exitCode)}):\n${output}`);
    }
    const ready = await fetch(`${baseUrl}/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { baseUrl, dataDir, admin, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not ready within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
