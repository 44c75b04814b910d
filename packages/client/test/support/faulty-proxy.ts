import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * What the proxy does with the next request: answer 503 or 429 itself (the server never sees it),
 * pass it to the server and then drop the connection before the answer reaches the client (the
 * answer is lost, the award is not), hold it until the client gives up, or pass it on.
 */
export type Fault = "busy" | "limited" | "lost" | "hang" | "pass";

export interface Seen {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: string;
  /** The server's answer, for requests the proxy passed on. */
  answer?: string;
}

export interface FaultyProxy {
  url: string;
  /** Faults for the coming requests, in order; once used up, requests pass. */
  faults: Fault[];
  seen: Seen[];
  close(): Promise<void>;
}

/** A real HTTP proxy in front of the real server that fails requests on purpose. */
export async function startFaultyProxy(target: string): Promise<FaultyProxy> {
  const upstream = new URL(target);
  const held = new Set<http.ServerResponse>();
  const proxy: FaultyProxy = {
    url: "",
    faults: [],
    seen: [],
    close: () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
  const forward = (req: http.IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const out = http.request(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: upstream.host },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => {
              resolve({
                status: res.statusCode ?? 502,
                headers: res.headers,
                body: Buffer.concat(chunks),
              });
            });
          },
        );
        out.on("error", reject);
        out.end(body);
      },
    );
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const key = req.headers["idempotency-key"];
      const seen: Seen = {
        method: req.method ?? "",
        path: req.url ?? "",
        idempotencyKey: Array.isArray(key) ? key[0] : key,
        body: body.toString("utf8"),
      };
      proxy.seen.push(seen);
      const fault = proxy.faults.shift() ?? "pass";
      const refuse = (status: number, code: string) => {
        res
          .writeHead(status, { "content-type": "application/json", "retry-after": "1" })
          .end(JSON.stringify({ error: `Refused on purpose (${status})`, code }));
      };
      if (fault === "busy" || fault === "limited") {
        if (fault === "busy") refuse(503, "server_busy");
        else refuse(429, "rate_limited");
        return;
      }
      if (fault === "hang") {
        held.add(res);
        return;
      }
      forward(req, body).then(
        (answer) => {
          seen.answer = answer.body.toString("utf8");
          if (fault === "lost") {
            req.socket.destroy();
            return;
          }
          res.writeHead(answer.status, answer.headers).end(answer.body);
        },
        () => res.writeHead(502).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
