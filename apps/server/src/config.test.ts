import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "main.ts");

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "trophy-config-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("loadConfig", () => {
  it("defaults to the embedded database and port 3000", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.database).toEqual({ kind: "pglite", dir: path.join(dataDir, "db") });
    expect(config.smtpUrl).toBeUndefined();
  });

  it("generates APP_SECRET once on the embedded default and keeps it private", async () => {
    const first = loadConfig({ DATA_DIR: dataDir }).appSecret;
    expect(first).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dataDir }).appSecret).toBe(first);
    const file = path.join(dataDir, "app-secret");
    expect((await readFile(file, "utf8")).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it("refuses a DATA_DIR whose app-secret holds no usable secret", async () => {
    for (const content of ["", "\n", "   \n\t  \n", "too-short-0123456789\n"]) {
      const dir = await mkdtemp(path.join(tmpdir(), "trophy-config-secret-"));
      try {
        await writeFile(path.join(dir, "app-secret"), content, { mode: 0o600 });
        expect(() => loadConfig({ DATA_DIR: dir }), JSON.stringify(content)).toThrow(
          /app-secret holds no usable secret \(it is empty or shorter than 32 characters\)/,
        );
        // Nothing was written over it: the secret may still be restored from a backup.
        expect(await readFile(path.join(dir, "app-secret"), "utf8")).toBe(content);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
  });

  it("creates DATA_DIR for the server's user alone", async () => {
    const dir = path.join(dataDir, "new", "data");
    loadConfig({ DATA_DIR: dir });
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dataDir, "new"))).mode & 0o777).toBe(0o700);
  });

  it("switches to PostgreSQL with DATABASE_URL and then requires APP_SECRET", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "postgres://db/app" })).toThrow(
      /APP_SECRET is required/,
    );
    const config = loadConfig({
      DATABASE_URL: "postgres://db/app",
      APP_SECRET: "x".repeat(32),
      PORT: "8080",
    });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://db/app" });
    expect(config.publicUrl).toBe("http://localhost:8080");
  });

  it("explains what is wrong with bad values", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: "http" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, SMTP_URL: "mail.example.com" })).toThrow(
      /SMTP_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: "a@b.co" })).toThrow(
      /ADMIN_PASSWORD/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, APP_SECRET: "short" })).toThrow(/32 characters/);
  });

  it("sends webhooks to public https addresses with the issue's retries unless told otherwise", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).webhooks).toEqual({
      allowPrivateUrls: false,
      timeoutMs: 10_000,
      retryScheduleMs: [5, 30, 120, 600, 3600, 21_600, 86_400].map((s) => s * 1000),
      circuitOpenMs: 30_000,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        WEBHOOK_ALLOW_PRIVATE_URLS: "true",
        WEBHOOK_TIMEOUT_SECONDS: "1",
        WEBHOOK_RETRY_SCHEDULE: "0.2, 1",
        WEBHOOK_CIRCUIT_OPEN_SECONDS: "0.5",
      }).webhooks,
    ).toEqual({
      allowPrivateUrls: true,
      timeoutMs: 1000,
      retryScheduleMs: [200, 1000],
      circuitOpenMs: 500,
    });
    for (const open of ["0", "soon", "3601"]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, WEBHOOK_CIRCUIT_OPEN_SECONDS: open })).toThrow(
        /WEBHOOK_CIRCUIT_OPEN_SECONDS/,
      );
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, WEBHOOK_ALLOW_PRIVATE_URLS: "yes" })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_URLS/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, WEBHOOK_RETRY_SCHEDULE: "5,soon" })).toThrow(
      /WEBHOOK_RETRY_SCHEDULE/,
    );
  });

  it("asks a parent's consent under 13 unless PARENTAL_CONSENT_AGE says otherwise; 0 is off", () => {
    const age = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir, PARENTAL_CONSENT_AGE: value }).parentalConsentAge;
    expect(age()).toBe(13);
    // A blank line in an env file keeps the default rather than turning consent off.
    expect(age("")).toBe(13);
    expect(age("16")).toBe(16);
    expect(age("0")).toBe(0);
    for (const bad of ["-1", "12.5", "teen", "22"]) {
      expect(() => age(bad), bad).toThrow(/PARENTAL_CONSENT_AGE/);
    }
  });
});

describe("starting on the embedded default", () => {
  it("the server refuses to start on an empty app-secret, saying why", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "trophy-config-start-"));
    try {
      await writeFile(path.join(dir, "app-secret"), " \n", { mode: 0o600 });
      // Only DATA_DIR decides: no database or secret of the test run's own environment.
      const ignored = ["DATABASE_URL", "APP_SECRET", "APP_SECRET_PREVIOUS"];
      const env = {
        ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !ignored.includes(k))),
        DATA_DIR: dir,
        PORT: "0",
        HOST: "127.0.0.1",
      };
      const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      expect(output).toContain(`${path.join(dir, "app-secret")} holds no usable secret`);
      expect(output).not.toContain("is running at");
      // It stopped before opening the database.
      expect(existsSync(path.join(dir, "db"))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("keeps the embedded database's folder to the server's user, also one left open before", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "trophy-config-db-"));
    try {
      const fresh = path.join(dir, "data", "db");
      const database = await openDatabase({ kind: "pglite", dir: fresh });
      await database.close();
      expect((await stat(fresh)).mode & 0o777).toBe(0o700);
      expect((await stat(path.dirname(fresh))).mode & 0o777).toBe(0o700);

      await chmod(fresh, 0o755);
      const again = await openDatabase({ kind: "pglite", dir: fresh });
      await again.close();
      expect((await stat(fresh)).mode & 0o777).toBe(0o700);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
