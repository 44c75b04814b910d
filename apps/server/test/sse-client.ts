import http from "node:http";

export interface SseEvent {
  event: string;
  id: string;
  data: { type: string; data: Record<string, unknown> };
}

export interface SseConnection {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  waitFor(predicate: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  closed: Promise<void>;
  close(): void;
}

/** A minimal EventSource for tests: real HTTP, parsed events, explicit close. */
export function openStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: "text/event-stream", ...headers } }, (res) => {
      const events: SseEvent[] = [];
      const waiters: { predicate: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
      let buffer = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split("\n")
              .find((l) => l.startsWith(`${name}:`))
              ?.slice(name.length + 1)
              .trim();
          const event: SseEvent = {
            event: field("event") ?? "message",
            id: field("id") ?? "",
            data: JSON.parse(field("data") ?? "null") as SseEvent["data"],
          };
          events.push(event);
          for (const w of [...waiters]) {
            if (w.predicate(event)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(event);
            }
          }
        }
      });
      const closed = new Promise<void>((done) => res.on("close", done));
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        closed,
        waitFor(predicate, timeoutMs = 5000) {
          const seen = events.find(predicate);
          if (seen) return Promise.resolve(seen);
          return new Promise((ok, fail) => {
            const timer = setTimeout(() => {
              fail(new Error(`no matching event; got ${JSON.stringify(events)}`));
            }, timeoutMs);
            waiters.push({
              predicate,
              resolve: (e) => {
                clearTimeout(timer);
                ok(e);
              },
            });
          });
        },
        close: () => {
          req.destroy();
        },
      });
    });
    req.on("error", reject);
  });
}
