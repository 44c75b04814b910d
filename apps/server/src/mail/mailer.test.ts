import { chmod, mkdir, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { Writable } from "node:stream";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, inject, waitForMail, type TestApp } from "../../test/helpers";
import { createMailer, type Mailer } from "./mailer";

/** Every line the mailer logs, as written. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
const log = Fastify({ logger: { level: "trace", stream: sink } }).log;

let t: TestApp;
beforeAll(async () => {
  // The outbox mailer buildApp would create, on the test app's DATA_DIR, with a log we can read.
  const outbox: { mailer?: Mailer } = {};
  t = await createTestApp(
    {},
    {
      mailer: {
        send: (message) => outbox.mailer?.send(message) ?? Promise.reject(new Error("not ready")),
        close: () => Promise.resolve(),
      },
    },
  );
  outbox.mailer = createMailer(t.config, log);
});
afterAll(() => t.close());

describe("the .eml outbox", () => {
  it("logs that a mail was written, never its links or tokens, for every role's reset", async () => {
    // An outbox folder an earlier version left open to everyone.
    const outbox = path.join(t.dataDir, "mail");
    await mkdir(outbox, { recursive: true });
    await chmod(outbox, 0o755);

    const tokens: string[] = [];
    for (const userType of ["student", "parent_guide", "developer", "admin"] as const) {
      const user = await createUser(t.app, { userType });
      const res = await inject(t.app, {
        method: "POST",
        url: "/auth/forgot-password",
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(200);
      const [mail] = await waitForMail(t.dataDir, user.email);
      const link = mail?.links.find((l) => l.includes("/auth/reset-password/"));
      expect(link, userType).toBeDefined();
      tokens.push(link?.split("/auth/reset-password/")[1] ?? "");
    }

    const written = lines.filter((l) => l.includes("mail written to outbox"));
    expect(written).toHaveLength(4);
    const logged = lines.join("\n");
    for (const token of tokens) expect(logged).not.toContain(token);
    expect(logged).not.toMatch(/https?:\/\//);
    expect(written[0]).toContain(".eml");

    expect((await stat(outbox)).mode & 0o777).toBe(0o700);
    const files = (await readdir(outbox)).filter((f) => f.endsWith(".eml"));
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      expect((await stat(path.join(outbox, file))).mode & 0o777, file).toBe(0o600);
    }
  });
});
