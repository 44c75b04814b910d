// A share of the streams benchmark's clients (streams-bench.ts), in a process of its own: each
// open stream holds a descriptor on both ends, and one process could not hold the clients of
// 20,000 streams within the open-file limit.
import http from "node:http";

export type ToClients =
  | { type: "open"; base: string; tokens: string[]; atOnce: number }
  | { type: "report" }
  | { type: "close" };

export type FromClients =
  | { type: "opened"; error?: string }
  /** Of each stream (by its index in `tokens`) that received one, when its first balance update arrived. */
  | { type: "arrivals"; arrivals: [number, string][] };

const requests: http.ClientRequest[] = [];
// process.hrtime is the system's monotonic clock: the parent compares it with its own.
const arrivals = new Map<number, bigint>();
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

const reply = (message: FromClients) => process.send?.(message);

function open(base: URL, token: string, i: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const req = http.get(new URL(`/api/sse/balance-updates/${token}`, base), { agent }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`stream ${i}: status ${res.statusCode}`));
      res.setEncoding("utf8");
      res.once("data", () => {
        resolve();
      });
      res.once("end", () => {
        reject(new Error(`stream ${i} ended before it was connected`));
      });
      res.on("data", (chunk: string) => {
        if (!arrivals.has(i) && chunk.includes("event: balance_update"))
          arrivals.set(i, process.hrtime.bigint());
      });
    });
    req.on("error", reject);
    requests.push(req);
  });
}

async function openAll(base: URL, tokens: string[], atOnce: number): Promise<void> {
  for (let from = 0; from < tokens.length; from += atOnce) {
    await Promise.all(
      tokens.slice(from, from + atOnce).map((token, k) => open(base, token, from + k)),
    );
  }
}

process.on("message", (message: ToClients) => {
  if (message.type === "open") {
    openAll(new URL(message.base), message.tokens, message.atOnce).then(
      () => reply({ type: "opened" }),
      (err: unknown) => reply({ type: "opened", error: String(err) }),
    );
  } else if (message.type === "report") {
    reply({ type: "arrivals", arrivals: [...arrivals].map(([i, at]) => [i, String(at)]) });
  } else {
    for (const req of requests) req.destroy();
    agent.destroy();
    process.disconnect();
  }
});
