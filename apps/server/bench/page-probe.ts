import http from "node:http";
import { percentile } from "./load";

const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

export interface PageProbe {
  /** Fetches made: the page and one of its scripts, half each. */
  fetched: number;
  /** Answers by status, and connection errors by code. */
  outcomes: Record<string, number>;
  p99: number;
}

/** One GET on a connection of its own, as a browser session just opened would make it. */
function fetchOnce(
  base: URL,
  pathname: string,
  accept: string,
): Promise<{ outcome: string; ms: number; body: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(new URL(pathname, base), { agent: false, headers: { accept } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => {
        resolve({ outcome: String(res.statusCode), ms: performance.now() - started, body });
      });
    });
    req.setTimeout(10_000, () => req.destroy(new Error("timeout")));
    req.on("error", (err: NodeJS.ErrnoException) => {
      resolve({ outcome: err.code ?? err.message, ms: performance.now() - started, body: "" });
    });
  });
}

/** The first script index.html loads, or undefined when the server serves no web client. */
export async function pageScript(base: URL): Promise<string | undefined> {
  const page = await fetchOnce(base, "/", HTML);
  return /src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
}

/**
 * Until `stop` resolves, every `everyMs` opens the student dashboard's address as a navigation
 * (answered with index.html) and fetches the page's script, each on a new connection: what a
 * browser opening the app meanwhile would ask, and what it would get.
 */
export async function probePages(
  base: URL,
  script: string,
  stop: Promise<void>,
  everyMs = 100,
): Promise<PageProbe> {
  const run = { stopped: false };
  void stop.then(() => {
    run.stopped = true;
  });
  const outcomes: Record<string, number> = {};
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const record = async (pathname: string, accept: string) => {
    const { outcome, ms } = await fetchOnce(base, pathname, accept);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    latencies.push(ms);
  };
  while (!run.stopped) {
    pending.push(record("/student", HTML), record(script, "*/*"));
    await new Promise((r) => setTimeout(r, everyMs));
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  return { fetched: latencies.length, outcomes, p99: percentile(latencies, 99) };
}
