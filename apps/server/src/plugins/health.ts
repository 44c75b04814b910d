import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
import { findUp } from "../lib/find-up";
import { OPERATIONS_ROUTE } from "./lifecycle";
import { withTimeout } from "../ops/with-timeout";

/** A database that does not answer within this long counts as unreachable. */
export const READY_DATABASE_TIMEOUT_MS = 2000;

export type NotReadyReason = "stopping" | "database" | "migrations";

/** When the newest migration this build ships was made (drizzle's journal), or null unknown. */
function newestMigrationMillis(): number | null {
  const folder = findUp(import.meta.url, "drizzle", "meta/_journal.json");
  if (!folder) return null;
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/**
 * Drizzle records each applied migration with its journal time: the database is as new as this
 * build when the newest of those is at least the build's newest (another instance of a newer
 * build may have applied more).
 */
async function migrationsApplied(database: Database, newest: number): Promise<boolean> {
  const result = (await database.query(
    `SELECT coalesce(max(created_at), 0)::text AS newest FROM drizzle.__drizzle_migrations`,
  )) as { rows: { newest: string }[] };
  return Number(result.rows[0]?.newest ?? 0) >= newest;
}

/**
 * GET /health: the process is up and answering. GET /ready: this instance should be sent
 * traffic: the database answers, every migration of this build is applied, and it is not
 * stopping (docs/architecture.md §14).
 */
export const healthPlugin = fp(
  (app: FastifyInstance) => {
    const newest = newestMigrationMillis();

    /** Why the database keeps this instance from being ready, if it does. */
    async function databaseProblem(request: FastifyRequest): Promise<NotReadyReason | null> {
      try {
        const current = await withTimeout(
          newest === null
            ? app.database.query("SELECT 1").then(() => true)
            : migrationsApplied(app.database, newest),
          READY_DATABASE_TIMEOUT_MS,
        );
        return current ? null : "migrations";
      } catch (err) {
        request.log.warn({ err }, "readiness: the database did not answer");
        return "database";
      }
    }

    app.get("/health", { config: OPERATIONS_ROUTE }, async (_request, reply) => {
      void reply.header("cache-control", "no-store");
      return { status: "ok" };
    });

    app.get("/ready", { config: OPERATIONS_ROUTE }, async (request, reply) => {
      void reply.header("cache-control", "no-store");
      const reason = app.lifecycle.stopping ? "stopping" : await databaseProblem(request);
      if (reason) return reply.code(503).send({ status: "not_ready", reason });
      return { status: "ready" };
    });
  },
  { name: "health", dependencies: ["context", "lifecycle"] },
);
