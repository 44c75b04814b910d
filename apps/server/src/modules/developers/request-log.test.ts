import { Writable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCalls, apiKeys } from "../../db/schema";
import { NotFound, TooManyRequests } from "../../lib/errors";
import { errorHandler } from "../../plugins/error-handler";
import { jobsPlugin } from "../../plugins/jobs";
import { createTestApp, inject, signInAs, type TestApp } from "../../../test/helpers";
import type { ApiCallNote } from "./api-call";
import { FLUSH_AT_ENTRIES, flushApiCalls, recordApiCalls, writeApiCalls } from "./request-log";
import { REQUEST_LOG_SIZE } from "./request-log.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A developer signed in, with the id of a live key of theirs. */
async function developerAndKey() {
  const developer = await signInAs(t.app, "developer");
  const [key] = await t.app.db
    .insert(apiKeys)
    .values({
      developerId: developer.user.id,
      keyHash: `hash-${developer.user.id}`,
      keyCiphertext: "sealed",
    })
    .returning();
  if (!key) throw new Error("no key inserted");
  return { developer, keyId: key.id };
}

interface Outcome {
  note?: ApiCallNote;
  outcome: "ok" | "not_found" | "rate_limited";
}

/**
 * A small API on the test database with the writer in its own plugin context, as /api/v1 has it:
 * each call notes what it is told to and answers as told. Warnings go to `warnings`.
 */
async function smallApi(warnings: string[] = []): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      warnings.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: "warn", stream } });
  app.decorate("db", t.app.db);
  await app.register(errorHandler);
  await app.register(jobsPlugin);
  await app.register(async (v1) => {
    recordApiCalls(v1);
    v1.post<{ Body: Outcome }>("/call", async (request) => {
      if (request.body.note) request.apiCall = request.body.note;
      if (request.body.outcome === "not_found") throw new NotFound("student_not_found");
      if (request.body.outcome === "rate_limited") throw new TooManyRequests("rate_limited", 60);
      return { success: true };
    });
  });
  await app.ready();
  return app;
}

// Calls a test makes one after another can start in the same millisecond; the statuses they are
// told to answer rise in call order, so they break the tie.
const logOf = (developerId: string) =>
  t.app.db
    .select()
    .from(apiCalls)
    .where(eq(apiCalls.developerId, developerId))
    .orderBy(apiCalls.createdAt, apiCalls.status);

const lastUsedOf = async (keyId: string) =>
  (await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, keyId)))[0]?.lastUsedAt ?? null;

describe("request log writer", () => {
  it("logs each answered call with its status and error code, after the answer", async () => {
    const { developer, keyId } = await developerAndKey();
    const note: ApiCallNote = {
      developerId: developer.user.id,
      keyId,
      livemode: true,
      operation: "awardTrophies",
      studentEmail: "ada@example.com",
    };
    const api = await smallApi();
    try {
      const before = new Date();
      const answers = [];
      for (const outcome of ["ok", "not_found", "rate_limited"] as const) {
        answers.push(
          (await api.inject({ method: "POST", url: "/call", payload: { note, outcome } }))
            .statusCode,
        );
      }
      // No caller known (a missing or unknown key): nothing to log.
      await api.inject({ method: "POST", url: "/call", payload: { outcome: "not_found" } });
      expect(answers).toEqual([200, 404, 429]);
      await flushApiCalls(api);

      const rows = await logOf(developer.user.id);
      expect(rows.map((r) => [r.status, r.errorCode])).toEqual([
        [200, null],
        [404, "student_not_found"],
        [429, "rate_limited"],
      ]);
      for (const row of rows) {
        expect(row).toMatchObject({
          livemode: true,
          operation: "awardTrophies",
          studentEmail: "ada@example.com",
        });
        expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1);
      }
      expect(await lastUsedOf(keyId)).toEqual(rows.at(-1)?.createdAt);
    } finally {
      await api.close();
    }
  });

  it("writes what is pending when the app closes", async () => {
    const { developer, keyId } = await developerAndKey();
    const api = await smallApi();
    const note = {
      developerId: developer.user.id,
      keyId,
      livemode: false,
      operation: "getAward",
      studentEmail: null,
    };
    await api.inject({ method: "POST", url: "/call", payload: { note, outcome: "ok" } });
    await api.close();
    expect(await logOf(developer.user.id)).toMatchObject([
      { livemode: false, operation: "getAward", status: 200 },
    ]);
  });

  it(`writes a full batch of ${FLUSH_AT_ENTRIES} calls`, async () => {
    const { developer, keyId } = await developerAndKey();
    const note = {
      developerId: developer.user.id,
      keyId,
      livemode: true,
      operation: "awardTrophies",
      studentEmail: null,
    };
    const api = await smallApi();
    try {
      for (let i = 0; i < FLUSH_AT_ENTRIES; i++) {
        await api.inject({ method: "POST", url: "/call", payload: { note, outcome: "ok" } });
      }
      await flushApiCalls(api);
      expect(await logOf(developer.user.id)).toHaveLength(FLUSH_AT_ENTRIES);
    } finally {
      await api.close();
    }
  });

  it("never moves a key's last-used time back", async () => {
    const { developer, keyId } = await developerAndKey();
    const entry = {
      developerId: developer.user.id,
      keyId,
      livemode: true,
      operation: "awardTrophies",
      studentEmail: null,
      status: 200,
      errorCode: null,
    };
    const later = new Date("2030-01-02T03:04:05.678Z");
    await writeApiCalls(t.app.db, [
      { ...entry, createdAt: new Date("2030-01-01T00:00:00Z") },
      { ...entry, createdAt: later },
    ]);
    expect(await lastUsedOf(keyId)).toEqual(later);
    // An instance that writes its older batch last leaves the newer time alone.
    await writeApiCalls(t.app.db, [{ ...entry, createdAt: new Date("2029-12-31T00:00:00Z") }]);
    expect(await lastUsedOf(keyId)).toEqual(later);
    expect(await logOf(developer.user.id)).toHaveLength(3);
  });

  it("drops a batch the database refuses with a warning, and keeps logging", async () => {
    const { developer, keyId } = await developerAndKey();
    const warnings: string[] = [];
    const api = await smallApi(warnings);
    try {
      const note = {
        developerId: developer.user.id,
        keyId,
        livemode: true,
        operation: "awardTrophies",
        studentEmail: null,
      };
      await api.inject({
        method: "POST",
        url: "/call",
        payload: { note: { ...note, keyId: "not-a-key-id" }, outcome: "ok" },
      });
      await flushApiCalls(api);
      expect(warnings.join("")).toContain("could not write the request log");
      expect(await logOf(developer.user.id)).toEqual([]);

      await api.inject({ method: "POST", url: "/call", payload: { note, outcome: "ok" } });
      await flushApiCalls(api);
      expect(await logOf(developer.user.id)).toHaveLength(1);
    } finally {
      await api.close();
    }
  });
});

const requests = (headers: Record<string, string>, query = "") =>
  inject(t.app, { method: "GET", url: `/api/developers/requests${query}`, headers });

describe("GET /api/developers/requests", () => {
  /** Calls a minute apart, the last one now; every third one failing. */
  async function logCalls(developerId: string, keyId: string, count: number) {
    const now = Date.now();
    await writeApiCalls(
      t.app.db,
      Array.from({ length: count }, (_, i) => {
        const failing = i % 3 === 2;
        return {
          developerId,
          keyId,
          livemode: i % 2 === 0,
          operation: "awardTrophies",
          studentEmail: `student${i}@example.com`,
          status: failing ? 404 : 200,
          errorCode: failing ? "student_not_found" : null,
          createdAt: new Date(now - (count - 1 - i) * 60_000),
        };
      }),
    );
  }

  it("answers the last 100 calls, newest first, and only the developer's own", async () => {
    const { developer, keyId } = await developerAndKey();
    const other = await developerAndKey();
    await logCalls(developer.user.id, keyId, REQUEST_LOG_SIZE + 5);
    await logCalls(other.developer.user.id, other.keyId, 3);

    const res = await requests(developer.headers);
    expect(res.statusCode).toBe(200);
    const log = res.json<{ requests: Record<string, unknown>[] }>().requests;
    expect(log).toHaveLength(REQUEST_LOG_SIZE);
    expect(log[0]).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      livemode: true,
      operation: "awardTrophies",
      status: 404,
      errorCode: "student_not_found",
      studentEmail: `student${REQUEST_LOG_SIZE + 4}@example.com`,
    });
    expect(log.at(-1)?.studentEmail).toBe("student5@example.com");
    const times = log.map((r) => Date.parse(String(r.createdAt)));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const theirs = (await requests(other.developer.headers)).json<{ requests: unknown[] }>();
    expect(theirs.requests).toHaveLength(3);
  });

  it("puts the failing calls first on request, newest first within each part", async () => {
    const { developer, keyId } = await developerAndKey();
    await logCalls(developer.user.id, keyId, 9);
    const res = await requests(developer.headers, "?failingFirst=true");
    expect(res.statusCode).toBe(200);
    const log = res.json<{ requests: { status: number; studentEmail: string }[] }>().requests;
    expect(log.map((r) => r.studentEmail)).toEqual(
      [8, 5, 2, 7, 6, 4, 3, 1, 0].map((i) => `student${i}@example.com`),
    );
    expect(log.slice(0, 3).every((r) => r.status === 404)).toBe(true);

    const plain = (await requests(developer.headers, "?failingFirst=false")).json<{
      requests: { studentEmail: string }[];
    }>();
    expect(plain.requests[0]?.studentEmail).toBe("student8@example.com");
    expect(plain.requests[1]?.studentEmail).toBe("student7@example.com");
  });

  it("answers an empty log to a developer without calls", async () => {
    const developer = await signInAs(t.app, "developer");
    expect((await requests(developer.headers)).json()).toEqual({ requests: [] });
  });

  it("refuses anonymous callers, other roles and a malformed filter", async () => {
    const anonymous = await requests({});
    expect(anonymous.statusCode).toBe(401);
    for (const role of ["student", "parent_guide", "admin"] as const) {
      const res = await requests((await signInAs(t.app, role)).headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: expect.any(String) });
    }
    const developer = await signInAs(t.app, "developer");
    const bad = await requests(developer.headers, "?failingFirst=maybe");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'failingFirst must be "true" or "false"',
      code: "validation_failed",
    });
  });
});

/**
 * A batch moves its keys' last-used time, then its rows refer to their developers. A regeneration
 * locks the developer, then revokes the key. The two once deadlocked on PostgreSQL; PGlite runs
 * one transaction at a time.
 */
describe.runIf(process.env.DATABASE_URL)("beside a key regeneration", () => {
  it("writes a batch for the key being revoked, and the regeneration goes through", async () => {
    const { developer, keyId } = await developerAndKey();
    let regenerated: ReturnType<typeof inject> | undefined;
    await t.app.db.transaction(async (tx) => {
      await tx.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, keyId));
      regenerated = inject(t.app, {
        method: "POST",
        url: "/api/developers/api-key/regenerate",
        headers: developer.headers,
      });
      // Long enough for the regeneration to lock the developer and wait for the key.
      await sleep(300);
      await tx.insert(apiCalls).values({
        developerId: developer.user.id,
        livemode: true,
        operation: "awardTrophies",
        status: 200,
      });
    });
    const res = await regenerated;
    expect(res?.statusCode).toBe(200);
    expect(await logOf(developer.user.id)).toHaveLength(1);
    const [revoked] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, keyId));
    expect(revoked?.revokedAt).not.toBeNull();
    expect(revoked?.lastUsedAt).not.toBeNull();
  });
});
