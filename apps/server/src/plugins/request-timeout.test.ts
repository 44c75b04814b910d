import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers";
import { openStream } from "../../test/sse-client";

/** REQUEST_TIMEOUT_SECONDS on a real socket: a request must arrive whole within the bound. */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: "1" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Exchange {
  /** Everything the server wrote before it closed the connection (or the test gave up). */
  answer: string;
  /** Milliseconds from the first byte sent to the connection's end; null if it stayed open. */
  closedAfterMs: number | null;
}

/** Sends `parts` on a raw connection, `gapMs` apart, and waits up to `waitMs` for its end. */
function exchange(parts: string[], gapMs: number, waitMs: number): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const started = Date.now();
    let answer = "";
    const timers: NodeJS.Timeout[] = [];
    const finish = (closedAfterMs: number | null) => {
      for (const timer of timers) clearTimeout(timer);
      socket.destroy();
      resolve({ answer, closedAfterMs });
    };
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("close", () => {
      finish(Date.now() - started);
    });
    socket.on("error", reject);
    socket.on("connect", () => {
      parts.forEach((part, i) => {
        timers.push(
          setTimeout(() => {
            if (!socket.destroyed) socket.write(part);
          }, i * gapMs),
        );
      });
      timers.push(
        setTimeout(() => {
          finish(null);
        }, waitMs),
      );
    });
  });
}

const body = JSON.stringify({ email: "nobody@example.com", password: "Wrong-password-1" });
const head = (length: number) =>
  `POST /auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${length}\r\nConnection: close\r\n\r\n`;

describe("REQUEST_TIMEOUT_SECONDS", () => {
  it("answers 408 and closes a connection that sends half a body, within the bound", async () => {
    const half = body.slice(0, body.length / 2);
    const { answer, closedAfterMs } = await exchange([head(body.length) + half], 0, 10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    // The bound, plus the check's interval (a tenth of it, at least 0.25 s), plus slack.
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it("closes a connection whose head never ends, too", async () => {
    const { answer, closedAfterMs } = await exchange(
      ["POST /auth/login HTTP/1.1\r\nHost: localhost\r\n"],
      0,
      10_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it("answers a body that arrives slowly but whole within the bound", async () => {
    const third = Math.ceil(body.length / 3);
    const parts = [head(body.length) + body.slice(0, third), body.slice(third, 2 * third)];
    parts.push(body.slice(2 * third));
    const { answer } = await exchange(parts, 200, 5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain('"code":"invalid_credentials"');
  });

  it("leaves an open balance stream alone: the bound is for receiving the request only", async () => {
    const student = await signInAs(t.app, "student");
    const stream = await openStream(
      `http://127.0.0.1:${port}/api/sse/balance-updates/${student.accessToken}`,
    );
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => e.event === "connected");
    const outcome = await Promise.race([
      stream.closed.then(() => "closed"),
      new Promise((r) => {
        setTimeout(() => {
          r("open");
        }, 2_500);
      }),
    ]);
    expect(outcome).toBe("open");
    stream.close();
  });

  it("is 30 seconds unless set", () => {
    expect(loadConfig({ DATA_DIR: t.dataDir }).requestTimeoutMs).toBe(30_000);
  });
});
