import { createServer, type AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { openMigratedDatabase } from "../db/open-migrated";
import { mailOutbox } from "../db/schema";
import { createDatabase, inject, TEST_SECRET, uniqueEmail, ADULT_BIRTH } from "../../test/helpers";
import { startTestSmtp, waitForReceived, type TestSmtp } from "../../test/smtp-server";

/**
 * A restart loses no mail (docs/architecture.md §4): a server queues a mail, cannot send it (its
 * SMTP server is down) and stops; a new server on the same data sends it, once.
 */
let dataDir: string;
let databaseUrl: Record<string, string> = {};
let dropDatabase = async (): Promise<void> => undefined;
let smtp: TestSmtp;

/** A port nothing listens on: connecting to it is refused. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "trophy-mail-restart-"));
  smtp = await startTestSmtp();
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const created = await createDatabase(serverUrl, "mail_restart");
    databaseUrl = { DATABASE_URL: created.url };
    dropDatabase = created.drop;
  }
}, 60_000);

afterAll(async () => {
  await smtp.close();
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

async function startServer(smtpUrl: string): Promise<{ app: FastifyInstance; database: Database }> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_SECRET: TEST_SECRET,
    PUBLIC_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
    SMTP_URL: smtpUrl,
    MAIL_RETRY_SCHEDULE: "0.2",
    ...databaseUrl,
  });
  const database = await openMigratedDatabase(config);
  const app = await buildApp({ config, database, logger: false, webRoot: false });
  await app.ready();
  return { app, database };
}

it("sends after a restart the mail a stopped server could not send, once", async () => {
  const first = await startServer(`smtp://127.0.0.1:${String(await closedPort())}`);
  const email = uniqueEmail("restart");
  const res = await inject(first.app, {
    method: "POST",
    url: "/auth/register",
    payload: { userType: "student", email, name: "Late Mail", ...ADULT_BIRTH },
  });
  expect(res.statusCode).toBe(201);
  await first.app.close();
  await first.database.close();
  expect(smtp.received).toEqual([]);

  const second = await startServer(smtp.url);
  try {
    await waitForReceived(smtp, 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.map((m) => m.to)).toEqual([expect.objectContaining({ text: email })]);
    const [row] = await second.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    expect(row?.status).toBe("sent");
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.messageCiphertext).toBeNull();
  } finally {
    await second.app.close();
    await second.database.close();
  }
}, 60_000);
