import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

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
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        WEBHOOK_ALLOW_PRIVATE_URLS: "true",
        WEBHOOK_TIMEOUT_SECONDS: "1",
        WEBHOOK_RETRY_SCHEDULE: "0.2, 1",
      }).webhooks,
    ).toEqual({ allowPrivateUrls: true, timeoutMs: 1000, retryScheduleMs: [200, 1000] });
    expect(() => loadConfig({ DATA_DIR: dataDir, WEBHOOK_ALLOW_PRIVATE_URLS: "yes" })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_URLS/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, WEBHOOK_RETRY_SCHEDULE: "5,soon" })).toThrow(
      /WEBHOOK_RETRY_SCHEDULE/,
    );
  });
});
