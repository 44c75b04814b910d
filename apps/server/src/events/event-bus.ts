import { EventEmitter } from "node:events";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { BalanceUpdate } from "@trophy/shared/schemas/student";

/** A change of one student's balance, numbered by the student's ledger sequence. */
export interface BalanceEvent {
  studentId: string;
  seq: number;
  update: BalanceUpdate;
}

export interface EventBus {
  publish(event: BalanceEvent): Promise<void>;
  /** Calls `handler` for each event of the student until the returned function is called. */
  subscribe(studentId: string, handler: (event: BalanceEvent) => void): () => void;
  close(): Promise<void>;
}

function localFanOut() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (event: BalanceEvent) => emitter.emit(event.studentId, event),
    subscribe: (studentId: string, handler: (event: BalanceEvent) => void) => {
      emitter.on(studentId, handler);
      return () => {
        emitter.off(studentId, handler);
      };
    },
  };
}

/** One process (the embedded database): events stay in memory. */
export function createInProcessBus(): EventBus {
  const local = localFanOut();
  return {
    publish: async (event) => {
      local.emit(event);
    },
    subscribe: local.subscribe,
    close: async () => undefined,
  };
}

const CHANNEL = "balance_updates";

/**
 * Several instances on one PostgreSQL: NOTIFY reaches every instance's listener, which fans out to
 * its own streams. A dropped listener reconnects; streams recover what they missed by Last-Event-ID.
 */
export function createPostgresBus(
  pool: pg.Pool,
  connectionString: string,
  log: FastifyBaseLogger,
): EventBus {
  const local = localFanOut();
  let listener: pg.Client | null = null;
  let closed = false;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on("notification", (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        local.emit(JSON.parse(msg.payload) as BalanceEvent);
      } catch (err) {
        log.warn({ err }, "unreadable balance notification");
      }
    });
    client.on("error", (err) => {
      log.warn({ err }, "event listener connection lost");
      void client.end().catch(() => undefined);
      if (listener === client) listener = null;
      if (!closed) setTimeout(() => void listen().catch(retry), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  }
  function retry(err: unknown) {
    log.warn({ err }, "event listener reconnect failed");
    if (!closed) setTimeout(() => void listen().catch(retry), 2000).unref();
  }
  const ready = listen();

  return {
    async publish(event) {
      await pool.query("SELECT pg_notify($1, $2)", [CHANNEL, JSON.stringify(event)]);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      await ready.catch(() => undefined);
      await listener?.end().catch(() => undefined);
    },
  };
}
