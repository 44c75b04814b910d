import { createWriteStream } from "node:fs";
import { chmod, readdir, readlink, rename, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "./client";
import { checkBackupFile, writeBackup, type BackupHeader } from "./dump";

/**
 * The embedded database lives inside the server's process: another process opening DATA_DIR/db
 * while it runs would read stale files and could damage them. So the running embedded server
 * answers `npm run backup` itself, on a Unix socket beside its data (only its owner may connect,
 * like the data folder and its app-secret next to it).
 */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, "backup.sock");
}

/** Sockets' paths are limited to about 100 bytes on Linux and macOS. */
const MAX_SOCKET_PATH = 100;

const BACKUP = "backup";
const PING = "ping";

export interface BackupSocket {
  close(): Promise<void>;
}

/** Listens on DATA_DIR/backup.sock; every connection is sent one whole backup, then closed. */
export async function serveBackups(
  database: Database,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<BackupSocket | null> {
  const socketPath = backupSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn(
      { socketPath },
      "DATA_DIR's path is too long for the backup socket: stop the server to run `npm run backup`",
    );
    return null;
  }
  // A socket file left by a server that did not stop cleanly answers nobody.
  await rm(socketPath, { force: true });
  const server = net.createServer((connection) => {
    connection.on("error", () => undefined);
    // The client names what it wants in a first line, so a check whether the server runs costs
    // no backup.
    let asked = "";
    const onData = (chunk: Buffer) => {
      asked += chunk.toString("utf8");
      if (!asked.includes("\n")) {
        if (asked.length > 64) connection.destroy();
        return;
      }
      connection.off("data", onData);
      connection.pause();
      const request = asked.slice(0, asked.indexOf("\n")).trim();
      if (request === PING) {
        connection.end("running\n");
        return;
      }
      if (request !== BACKUP) {
        connection.destroy();
        return;
      }
      writeBackup(database, connection).catch((err: unknown) => {
        log.error({ err }, "backup through the socket failed");
        connection.destroy();
      });
    };
    connection.on("data", onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      resolve();
    });
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        void rm(socketPath, { force: true });
      }),
  };
}

/**
 * Asks the embedded server running on `dataDir` for a backup into `file`. Null when no server
 * answers there (then the data folder may be opened directly).
 */
export async function requestOnlineBackup(
  dataDir: string,
  file: string,
): Promise<BackupHeader | null> {
  const socketPath = backupSocketPath(dataDir);
  const connection = await new Promise<net.Socket | null>((resolve, reject) => {
    const socket = net.connect(socketPath);
    socket.once("connect", () => {
      socket.write(`${BACKUP}\n`);
      resolve(socket);
    });
    socket.once("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT" || err.code === "ECONNREFUSED") resolve(null);
      else reject(err);
    });
  });
  if (!connection) return null;
  const partial = `${file}.partial`;
  try {
    await pipeline(connection, createWriteStream(partial, { mode: 0o600 }));
    const header = await checkBackupFile(partial);
    await rename(partial, file);
    return header;
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

/** True when an embedded server is running on `dataDir` (its backup socket answers). */
export async function embeddedServerRunning(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(backupSocketPath(dataDir));
    let answer = "";
    socket.once("connect", () => {
      socket.end(`${PING}\n`);
    });
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
    socket.once("close", () => {
      resolve(answer.startsWith("running"));
    });
    socket.once("error", () => {
      resolve(false);
    });
  });
}

/**
 * Another process that has files of `dir` open, found through /proc (Linux; elsewhere null). It
 * catches what the socket cannot: a server still starting (migrating) and not yet listening.
 */
export async function processUsing(dir: string): Promise<number | null> {
  const prefix = `${path.resolve(dir)}/`;
  let pids: string[];
  try {
    pids = (await readdir("/proc")).filter((p) => /^\d+$/.test(p) && Number(p) !== process.pid);
  } catch {
    return null;
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = await readdir(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "");
      if (target.startsWith(prefix)) return Number(pid);
    }
  }
  return null;
}

/**
 * Why the embedded database in `dataDir` may not be opened by this process right now, or null:
 * a server answering on its socket, or another process with the database files open.
 */
export async function embeddedDatabaseBusy(dataDir: string): Promise<string | null> {
  if (await embeddedServerRunning(dataDir)) return `The server on ${dataDir} is running`;
  const pid = await processUsing(path.join(dataDir, "db"));
  if (pid !== null) {
    return `Process ${pid} has ${path.join(dataDir, "db")} open (a server starting or running)`;
  }
  return null;
}
