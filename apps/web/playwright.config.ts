import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { chromium } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from "./e2e/support/env";

/** Chromium from CHROMIUM_PATH, Debian's package, or Playwright's own download, in that order. */
function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    chromium.executablePath(),
  ];
  const found = candidates.find((p): p is string => Boolean(p) && existsSync(p ?? ""));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`, " +
        "or `npx playwright install chromium`), or point CHROMIUM_PATH at a Chromium binary.",
    );
  }
  return found;
}

export default defineConfig({
  testDir: "./e2e",
  outputDir: "../../test-results",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: findChromium(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "node e2e/support/serve.mjs",
    url: `${E2E_BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: E2E_BASE_URL,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
      // Browser tests share busy cores: a slow moment must not turn into 503s (docs/architecture.md §14).
      OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
      OVERLOAD_POOL_WAIT_MS: "0",
      OVERLOAD_MAX_IN_FLIGHT: "0",
      // The webhook journey's receiver listens on localhost, which production refuses.
      WEBHOOK_ALLOW_PRIVATE_URLS: "true",
      // Every browser test signs in the one e2e admin and none signs out: at 10 sessions a user,
      // a test's sign-in would end the session of a test still running.
      SESSIONS_PER_USER: "1000",
      // Most browser tests award through the one demo developer's key: together they pass the
      // default 10,000 trophies a day. The budget's own tests use developers of their own.
      DEVELOPER_DAILY_TROPHY_BUDGET: "1000000",
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
