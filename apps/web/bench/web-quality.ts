// npm run bench (web part): Lighthouse 12 on the system Chromium against the built server, for
// the public pages (landing, login, registration) and a signed-in student's dashboard, with the
// mobile preset (simulated slow 4G, a mid-range phone's CPU; the median of WEB_BENCH_RUNS runs,
// 3 by default) and the desktop preset (one run); and the JavaScript each public page's HTML makes
// a first visit download. Figures only: nothing here passes or fails; the targets of
// docs/decisions/010-react-in-production.md are printed beside them.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const DIST = process.env.WEB_DIST ?? path.join(ROOT, "apps/web/dist");
const SERVER = path.join(ROOT, "apps/server/dist");
const PORT = Number(process.env.WEB_BENCH_PORT ?? 3190);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const STUDENT = { email: "student@demo.test", password: "Demo1234" };
const RUNS = Math.max(1, Number(process.env.WEB_BENCH_RUNS ?? 3));
/** The pages measured, and the mobile performance each is held to (ADR 010). */
const PAGES = [
  { path: "/", signedIn: false, target: 95 },
  { path: "/auth/login", signedIn: false, target: 95 },
  { path: "/auth/register", signedIn: false, target: 90 },
  { path: "/student", signedIn: true, target: 90 },
] as const;
/** WEB_BENCH_PAGES=/student,/ measures only those pages (the first-load figures stay whole). */
const ONLY = process.env.WEB_BENCH_PAGES?.split(",");
const MEASURED = PAGES.filter((p) => !ONLY || ONLY.includes(p.path));
const PUBLIC_PAGES = PAGES.filter((p) => !p.signedIn);

/** The HTML file the server answers a page with: its prerendered page, else index.html. */
async function htmlOf(pagePath: string): Promise<string> {
  const prerendered = path.join(DIST, pagePath, "index.html");
  return readFile(prerendered, "utf8").catch(() => readFile(path.join(DIST, "index.html"), "utf8"));
}

/** The scripts a page's HTML makes a first visit download, gzip-compressed as the build ships them. */
async function firstLoadScripts(pagePath: string): Promise<{ files: string[]; gzip: number }> {
  const html = await htmlOf(pagePath);
  // Links marked data-for serve only some visits (a signed-in user's area): not a first visit's.
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0]);
  const named = tags
    .filter((tag) => !tag.includes("data-for="))
    .map((tag) => /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(tag)?.[1])
    .filter((file): file is string => file !== undefined);
  // The entry is named twice (preloaded first, then run): it downloads once.
  const files = [...new Set(named)];
  let gzip = 0;
  for (const file of files) gzip += gzipSync(await readFile(path.join(DIST, file))).length;
  return { files, gzip };
}

async function startServer(dataDir: string): Promise<() => Promise<void>> {
  const env = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    WEB_DIST: DIST,
    LOG_LEVEL: "warn",
    // The machine Lighthouse shares with the server is busy by design: a slow moment must not turn
    // into 503s, whose console errors would count against the page (as in the browser tests).
    OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
    OVERLOAD_POOL_WAIT_MS: "0",
  };
  const seeded = spawn(process.execPath, [path.join(SERVER, "seed-demo.js")], {
    env,
    stdio: "ignore",
  });
  await new Promise((resolve) => seeded.once("exit", resolve));
  const child = spawn(process.execPath, [path.join(SERVER, "main.js")], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Never leave the server behind, even when this process dies of an error (no browser, say).
  const killChild = () => child.kill("SIGKILL");
  process.once("exit", killChild);
  await new Promise<void>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("is running at")) resolve();
    });
    child.once("exit", (code) => {
      reject(new Error(`server exited with ${code}: ${out}`));
    });
  });
  return () =>
    new Promise<void>((resolve) => {
      child.once("exit", () => {
        resolve();
      });
      process.off("exit", killChild);
      child.kill("SIGTERM");
    });
}

/** Signs the student in the way the web client does: the tokens and user in localStorage. */
async function signInBrowser(port: number): Promise<void> {
  const res = await fetch(`${BASE}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(STUDENT),
  });
  const session = (await res.json()) as {
    accessToken: string;
    refreshToken: string;
    user: unknown;
  };
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error("Chromium has no default context.");
  const page = await context.newPage();
  await page.goto(`${BASE}/`);
  await page.evaluate((s) => {
    localStorage.setItem("authToken", s.accessToken);
    localStorage.setItem("refreshToken", s.refreshToken);
    localStorage.setItem("user", JSON.stringify(s.user));
  }, session);
  await page.close();
  await browser.close();
}

interface Row {
  page: string;
  preset: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  /** Every run's performance score, when the row is the median of several. */
  runs: number[];
  /** Why Lighthouse could not measure the page, if it could not. */
  error?: string;
}

/** Empties Chromium's HTTP cache, so each audit is a first visit; the session stays. */
async function clearHttpCache(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error("Chromium has no default context.");
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await page.close();
  await browser.close();
}

async function audit(port: number, url: string, preset: "mobile" | "desktop"): Promise<Row> {
  await clearHttpCache(port);
  const flags = {
    port,
    output: "json" as const,
    logLevel: "error" as const,
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // Keeps the signed-in session between runs (the HTTP cache is emptied before each).
    disableStorageReset: true,
  };
  const result = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  // WEB_BENCH_SAVE=<folder> keeps each report, to read its network waterfall and main-thread tasks.
  if (process.env.WEB_BENCH_SAVE) {
    const name = `${preset}${url.replace(BASE, "").replaceAll("/", "_") || "_"}-${Date.now()}.json`;
    await writeFile(path.join(process.env.WEB_BENCH_SAVE, name), JSON.stringify(result.lhr));
  }
  if (process.env.WEB_BENCH_DETAILS) {
    // What keeps a page from full marks: each audit below 0.9 with its value.
    for (const audit of Object.values(audits)) {
      if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative") {
        console.log(`  ${preset} ${url}: ${audit.id} ${audit.score} ${audit.displayValue ?? ""}`);
        const items = (audit.details as { items?: unknown[] } | undefined)?.items ?? [];
        for (const item of items.slice(0, 3))
          console.log(`    ${JSON.stringify(item).slice(0, 300)}`);
      }
    }
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const scripts = audits["resource-summary"]?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  return {
    page: url.replace(BASE, "") || "/",
    preset,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    scriptKb: Math.round(
      (scripts?.items.find((i) => i.resourceType === "script")?.transferSize ?? 0) / 1024,
    ),
    runs: [score("performance")],
    ...(result.lhr.runtimeError ? { error: result.lhr.runtimeError.message } : {}),
  };
}

/**
 * One audit, run again (twice at most) when Lighthouse could not record the page: on a busy machine
 * the trace sometimes misses the navigation (NO_NAVSTART), which says nothing about the page.
 */
async function auditOnce(port: number, url: string, preset: "mobile" | "desktop"): Promise<Row> {
  let row = await audit(port, url, preset);
  for (let retry = 0; row.error && retry < 2; retry++) row = await audit(port, url, preset);
  return row;
}

/** The run with the median performance score of `runs` audits, listing every run's score. */
async function medianAudit(port: number, url: string, runs: number): Promise<Row> {
  const rows: Row[] = [];
  for (let i = 0; i < runs; i++) rows.push(await auditOnce(port, url, "mobile"));
  const sorted = [...rows].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? sorted[0];
  if (!median) throw new Error(`no run of ${url}`);
  return { ...median, runs: rows.map((r) => r.performance) };
}

async function main(): Promise<void> {
  for (const page of PUBLIC_PAGES) {
    const scripts = await firstLoadScripts(page.path);
    console.log(
      `${page.path} first-load JavaScript named by its HTML: ${(scripts.gzip / 1024).toFixed(1)} KB gzip in ${scripts.files.length} file(s)`,
    );
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "trophy-web-bench-"));
  const stopServer = await startServer(dataDir);
  const rows: Row[] = [];
  // Launched inside the try: a browser that fails to start must not leave the server running.
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
    const port = chrome.port;
    const measure = async (page: (typeof PAGES)[number]) => {
      const url = `${BASE}${page.path}`;
      rows.push(await medianAudit(port, url, RUNS));
      rows.push(await auditOnce(port, url, "desktop"));
    };
    // Signed out first (the public pages), then signed in (the dashboard).
    for (const page of MEASURED.filter((p) => !p.signedIn)) await measure(page);
    await signInBrowser(port);
    for (const page of MEASURED.filter((p) => p.signedIn)) await measure(page);
  } finally {
    chrome?.kill();
    await stopServer();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `mobile: median of ${RUNS} run(s) by performance (every run's score in brackets); desktop: one run`,
  );
  console.log(
    "page                 preset   perf  a11y  best  seo   FCP ms   LCP ms   TBT ms   CLS    JS KB (transferred)  target",
  );
  for (const r of rows) {
    const target = PAGES.find((p) => p.path === r.page)?.target ?? 0;
    const publicPage = PUBLIC_PAGES.some((p) => p.path === r.page);
    const met =
      r.performance >= target &&
      r.cls < 0.05 &&
      (!publicPage || (r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100));
    const verdict =
      r.preset === "mobile"
        ? `perf >= ${target}${publicPage ? ", 100s" : ""}, CLS < 0.05: ${met ? "met" : "NOT met"}`
        : "";
    console.log(
      `${r.page.padEnd(20)} ${r.preset.padEnd(8)} ${String(r.performance).padStart(4)} ${String(r.accessibility).padStart(5)} ${String(r.bestPractices).padStart(5)} ${String(r.seo).padStart(4)} ${String(r.fcpMs).padStart(8)} ${String(r.lcpMs).padStart(8)} ${String(r.tbtMs).padStart(8)} ${r.cls.toFixed(3).padStart(6)} ${String(r.scriptKb).padStart(8)}             ${verdict}${r.runs.length > 1 ? ` [${r.runs.join(", ")}]` : ""}${r.error ? ` (${r.error})` : ""}`,
    );
  }
}

await main();
