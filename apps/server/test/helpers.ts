import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { inject as provided } from "vitest";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import type { UserType } from "@trophy/shared/constants";
import { buildApp, type BuildOptions } from "../src/app";
import { loadConfig, type Config } from "../src/config";
import { PGLITE_OPTIONS, wrapPglite, type Database } from "../src/db/client";
import { migrate } from "../src/db/migrate";
import { openMigratedDatabase } from "../src/db/open-migrated";
import { users, type UserRow } from "../src/db/schema";
import { hashPassword } from "../src/lib/password";

export const PASSWORD = "S3cretpass";
/** A student's month and year of birth that ask no parent: registration needs one (issue 36). */
export const ADULT_BIRTH = { birthYear: 2000, birthMonth: 1 };
export const TEST_SECRET = "test-secret-0123456789abcdef0123456789abcdef";

/**
 * A new, empty database on the PostgreSQL server at `serverUrl` (a test's own, so tests and
 * real server processes never share one): its URL, and how to drop it again.
 */
export async function createDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A fresh, empty database for one test app: in-memory PGlite, or with DATABASE_URL set (CI) a
 * new database on that PostgreSQL server, dropped again on close.
 */
async function freshTarget(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { env: {}, drop: async () => undefined };
  const { url, drop } = await createDatabase(serverUrl, "test");
  return { env: { DATABASE_URL: url }, drop };
}

/** In-memory PGlite from the migrated snapshot of test/global-setup.ts (migrate is then a no-op). */
async function snapshotDatabase(): Promise<Database> {
  const snapshot = await readFile(provided("pgliteSnapshot"));
  const database = wrapPglite(
    await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: new Blob([snapshot]) }),
  );
  await migrate(database);
  return database;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  dataDir: string;
  close: () => Promise<void>;
}

export interface TestAppOptions extends Partial<Pick<BuildOptions, "webRoot" | "mailer">> {
  /** A second instance on the first one's PostgreSQL database (multi-instance tests). */
  sameDatabaseAs?: TestApp;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "trophy-test-"));
  const shared = options.sameDatabaseAs;
  const target =
    shared?.config.database.kind === "postgres"
      ? { env: { DATABASE_URL: shared.config.database.url }, drop: async () => undefined }
      : await freshTarget();
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_SECRET: TEST_SECRET,
    PUBLIC_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
    // Tests share busy cores: overload answers only where a test asks for them.
    OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
    OVERLOAD_POOL_WAIT_MS: "0",
    OVERLOAD_MAX_IN_FLIGHT: "0",
    ...target.env,
    ...env,
  });
  // A second instance on PGlite shares the first one's in-process database.
  const sharedPglite = shared?.config.database.kind === "pglite" ? shared.database : null;
  const database =
    sharedPglite ??
    (config.database.kind === "pglite"
      ? await snapshotDatabase()
      : await openMigratedDatabase(config));
  const app = await buildApp({
    config,
    database,
    logger: false,
    webRoot: options.webRoot ?? false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    close: async () => {
      await app.close();
      if (!sharedPglite) await database.close();
      await target.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface NewUser {
  userType: UserType;
  email?: string;
  name?: string | null;
  password?: string | null;
  verified?: boolean;
  developerStatus?: "pending" | "validated" | "rejected";
}

let counter = 0;
export const uniqueEmail = (prefix = "user") =>
  `${prefix}${++counter}-${randomBytes(3).toString("hex")}@example.com`;

/** Inserts a user straight into the database: signed-up, verified and approved unless told otherwise. */
export async function createUser(app: FastifyInstance, input: NewUser): Promise<UserRow> {
  const password = input.password === undefined ? PASSWORD : input.password;
  const [row] = await app.db
    .insert(users)
    .values({
      email: input.email ?? uniqueEmail(input.userType),
      userType: input.userType,
      name: input.name === undefined ? `Test ${input.userType}` : input.name,
      passwordHash: password ? await hashPassword(password) : null,
      emailVerifiedAt: input.verified === false ? null : new Date(),
      developerStatus:
        input.userType === "developer" ? (input.developerStatus ?? "validated") : null,
    })
    .returning();
  if (!row) throw new Error("no user inserted");
  return row;
}

export interface SignedIn {
  user: UserRow;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

/** A user of the role, signed in through the real login endpoint. */
export async function signInAs(app: FastifyInstance, input: NewUser | UserType): Promise<SignedIn> {
  const user = await createUser(app, typeof input === "string" ? { userType: input } : input);
  const res = await app.inject({
    method: "POST",
    url: "/auth/login",
    payload: { email: user.email, password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ accessToken: string; refreshToken: string }>();
  return { user, ...body, headers: { authorization: `Bearer ${body.accessToken}` } };
}

export async function reloadUser(app: FastifyInstance, id: string): Promise<UserRow> {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error("user vanished");
  return row;
}

export function inject(app: FastifyInstance, opts: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject({ ...opts, headers: { accept: "application/json", ...opts.headers } });
}

export interface OutboxMail {
  to: string;
  raw: string;
  links: string[];
}

/** The .eml files of the embedded mail outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, "mail");
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith(".eml"))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), "utf8");
      const unfolded = raw.replace(/=\r?\n/g, "");
      return {
        to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
        raw,
        links: [...new Set(unfolded.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
      };
    }),
  );
}

/** Mail is sent after the commit; wait until `count` messages to `to` have arrived. */
export async function waitForMail(dataDir: string, to: string, count = 1): Promise<OutboxMail[]> {
  for (let i = 0; i < 100; i++) {
    const mails = (await readOutbox(dataDir)).filter((m) => m.to.includes(to));
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to}`);
}

/** The token of the verification link in the newest mail to `to`. */
export async function verificationToken(dataDir: string, to: string, count = 1): Promise<string> {
  const mails = await waitForMail(dataDir, to, count);
  const link = mails.at(-1)?.links.find((l) => l.includes("/auth/verify-email/"));
  if (!link) throw new Error("no verification link");
  return link.split("/auth/verify-email/")[1] ?? "";
}
