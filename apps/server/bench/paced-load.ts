import http from "node:http";

/** How often the pacer sends the calls that have come due. */
const TICK_MS = 2;

export interface PacedOutcome {
  /** Latency of each 200 and each 503, in ms, from the moment the call was due. */
  served: number[];
  refused: number[];
  /** 503 answers without a Retry-After header. */
  refusedBare: number;
  /** Answers other than 200 and 503, by status. */
  otherStatus: Record<string, number>;
  /** Connection errors by code, and calls not answered within the timeout ("timeout"). */
  errors: Record<string, number>;
  /** From the first call to the last answer. */
  seconds: number;
  /**
   * Calls sent a second while sending: below the rate offered when this process could not keep
   * up, which on a shared machine makes every latency partly the load generator's own.
   */
  sentPerSecond: number;
}

/**
 * Opens `count` connections on `agent` (a GET /health on each at once) and leaves them idle, as
 * browsers already on the site would have them: a run does not start with a storm of new
 * connections, which a server meets only when as many browsers arrive at the same moment.
 */
async function openConnections(base: URL, agent: http.Agent, count: number): Promise<void> {
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          http
            .get(new URL("/health", base), { agent }, (res) => {
              res.resume();
              res.on("end", resolve);
            })
            .on("error", reject);
        }),
    ),
  );
}

/**
 * Sends `ratePerSecond` calls a second for `seconds`, evenly spaced, whether or not the earlier
 * ones were answered (an open loop, as many independent browsers would), over at most
 * `connections` kept-alive connections, opened beforehand; a call finding them all busy waits for
 * one, and that wait counts in its latency. Autocannon's rate is a quota per connection and
 * second, which sends each second's calls at once and then nothing: an overload check would meet
 * bursts, not a rate.
 */
export async function pacedLoad(
  base: URL,
  options: {
    ratePerSecond: number;
    seconds: number;
    connections: number;
    paths: string[];
    headers: Record<string, string>;
    /** Headers of the `index`th call, over `headers`: each call its own user, say. */
    headersFor?: (index: number) => Record<string, string>;
    timeoutMs: number;
    /** Stops sending once this settles, even before `seconds` have passed. */
    until?: Promise<unknown>;
  },
): Promise<PacedOutcome> {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.connections,
    maxFreeSockets: options.connections,
  });
  await openConnections(base, agent, options.connections);
  const out: PacedOutcome = {
    served: [],
    refused: [],
    refusedBare: 0,
    otherStatus: {},
    errors: {},
    seconds: 0,
    sentPerSecond: 0,
  };
  const fail = (code: string) => {
    out.errors[code] = (out.errors[code] ?? 0) + 1;
  };
  const pending = new Set<Promise<void>>();
  const call = (pathname: string, due: number, index: number) => {
    const headers = { ...options.headers, ...options.headersFor?.(index) };
    const done = new Promise<void>((resolve) => {
      const req = http.get(new URL(pathname, base), { agent, headers }, (res) => {
        res.resume();
        res.on("end", () => {
          const ms = performance.now() - due;
          const status = res.statusCode ?? 0;
          if (status === 200) out.served.push(ms);
          else if (status === 503) {
            out.refused.push(ms);
            if (res.headers["retry-after"] === undefined) out.refusedBare++;
          } else out.otherStatus[status] = (out.otherStatus[status] ?? 0) + 1;
          resolve();
        });
      });
      req.setTimeout(options.timeoutMs, () => {
        req.destroy(Object.assign(new Error("timeout"), { code: "timeout" }));
      });
      req.on("error", (err: NodeJS.ErrnoException) => {
        fail(err.code ?? err.message);
        resolve();
      });
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  const started = performance.now();
  const total = Math.round(options.ratePerSecond * options.seconds);
  const interval = 1000 / options.ratePerSecond;
  let next = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  void options.until?.then(stop, stop);
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      while (!stopped && next < total && started + next * interval <= now) {
        call(options.paths[next % options.paths.length] ?? "/", started + next * interval, next);
        next++;
      }
      if (stopped || next >= total) {
        out.sentPerSecond = next / ((performance.now() - started) / 1000);
        clearInterval(timer);
        resolve();
      }
    }, TICK_MS);
  });
  await Promise.all(pending);
  out.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  out.served.sort((a, b) => a - b);
  out.refused.sort((a, b) => a - b);
  return out;
}
