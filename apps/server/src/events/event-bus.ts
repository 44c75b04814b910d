import { EventEmitter } from "node:events";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { BalanceUpdate, RedemptionUpdate } from "@trophy/shared/schemas/student";

/** A change of one student's balance, numbered by the student's ledger sequence. */
export interface BalanceEvent {
  studentId: string;
  seq: number;
  update: BalanceUpdate;
}

/**
 * A change of one of the student's redemptions that moves no trophies (a gift card approved),
 * with the student's ledger number at that moment; streams pass it on without replay
 * (docs/architecture.md §6).
 */
export interface RedemptionEvent {
  studentId: string;
  seq: number;
  redemption: RedemptionUpdate;
}

/** What a student's stream is told. */
export type StudentEvent = BalanceEvent | RedemptionEvent;

export interface EventBus {
  publish(event: StudentEvent): Promise<void>;
  /** Calls `handler` for each event of the student until the returned function is called. */
  subscribe(studentId: string, handler: (event: StudentEvent) => void): () => void;
  /**
   * Stops calling a handler given to `subscribe`: for a subscriber that keeps its student and
   * handler anyway, rather than a function for each of tens of thousands of streams.
   */
  unsubscribe(studentId: string, handler: (event: StudentEvent) => void): void;
  /**
   * Calls `observer` once for each handler an event is about to be handed to (the delivery lag in
   * ops/metrics.ts), rather than wrapping every handler in a function of its own.
   */
  observeDeliveries(observer: (event: StudentEvent) => void): void;
  /**
   * Calls `listener` each time events flow again after some may have been lost: when the
   * PostgreSQL listener has (re)connected. Subscribers then read what they missed from the
   * ledger. Never called in-process, where nothing is lost.
   */
  onResume(listener: () => void): () => void;
  close(): Promise<void>;
}

function localFanOut() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let observer: ((event: StudentEvent) => void) | null = null;
  const unsubscribe = (studentId: string, handler: (event: StudentEvent) => void) => {
    emitter.off(studentId, handler);
  };
  return {
    emit: (event: StudentEvent) => {
      if (observer) {
        for (let n = emitter.listenerCount(event.studentId); n > 0; n--) observer(event);
      }
      emitter.emit(event.studentId, event);
    },
    subscribe: (studentId: string, handler: (event: StudentEvent) => void) => {
      emitter.on(studentId, handler);
      return () => {
        unsubscribe(studentId, handler);
      };
    },
    unsubscribe,
    observeDeliveries: (observe: (event: StudentEvent) => void) => {
      observer = observe;
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
    unsubscribe: local.unsubscribe,
    observeDeliveries: local.observeDeliveries,
    onResume: () => () => undefined,
    close: async () => undefined,
  };
}

const CHANNEL = "balance_updates";
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7900;

/** Events as JSON arrays, each payload within the NOTIFY limit. */
export function notificationPayloads(events: StudentEvent[]): string[] {
  const payloads: string[] = [];
  let items: string[] = [];
  let bytes = 2;
  for (const event of events) {
    const item = JSON.stringify(event);
    const size = Buffer.byteLength(item) + 1;
    if (items.length > 0 && bytes + size > MAX_PAYLOAD_BYTES) {
      payloads.push(`[${items.join(",")}]`);
      items = [];
      bytes = 2;
    }
    items.push(item);
    bytes += size;
  }
  if (items.length > 0) payloads.push(`[${items.join(",")}]`);
  return payloads;
}

/**
 * One NOTIFY round trip per batch instead of per event: events published while a batch is on
 * its way wait together for the next one. Under load that halves an award's round trips, and
 * batches leave in order, so one student's events reach the listeners in ledger order.
 */
function batchingNotifier(pool: pg.Pool): (event: StudentEvent) => Promise<void> {
  interface Batch {
    events: StudentEvent[];
    sent: Promise<void>;
  }
  let collecting: Batch | null = null;
  let previous: Promise<void> = Promise.resolve();
  return (event) => {
    if (!collecting) {
      const batch: Batch = {
        events: [],
        sent: previous
          .catch(() => undefined)
          .then(async () => {
            if (collecting === batch) collecting = null;
            await pool.query("SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload", [
              CHANNEL,
              notificationPayloads(batch.events),
            ]);
          }),
      };
      collecting = batch;
      previous = batch.sent;
    }
    collecting.events.push(event);
    return collecting.sent;
  };
}

/**
 * Several instances on one PostgreSQL: NOTIFY reaches every instance's listener, which fans out to
 * its own streams. NOTIFY is not queued for a listener that is gone: a dropped listener reconnects,
 * and once it listens again the `onResume` listeners are called, so streams catch up from the
 * ledger on what was committed while it was away (docs/architecture.md §6).
 */
export function createPostgresBus(
  pool: pg.Pool,
  connectionString: string,
  log: FastifyBaseLogger,
): EventBus {
  const local = localFanOut();
  const resumed = new Set<() => void>();
  let listener: pg.Client | null = null;
  let closed = false;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString });
    let listening = false;
    // Both may come, once or twice: only the first loss of a listening client reconnects.
    const lost = (err?: Error) => {
      if (!listening || closed) return;
      listening = false;
      log.warn({ err }, "event listener connection lost");
      void client.end().catch(() => undefined);
      if (listener === client) listener = null;
      setTimeout(() => void listen().catch(retry), 1000).unref();
    };
    client.on("notification", (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        for (const event of JSON.parse(msg.payload) as StudentEvent[]) local.emit(event);
      } catch (err) {
        log.warn({ err }, "unreadable balance notification");
      }
    });
    client.on("error", lost);
    client.on("end", () => {
      lost();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listening = true;
    listener = client;
    for (const resume of [...resumed]) resume();
  }
  function retry(err: unknown) {
    log.warn({ err }, "event listener reconnect failed");
    if (!closed) setTimeout(() => void listen().catch(retry), 2000).unref();
  }
  const ready = listen().catch(retry);

  return {
    publish: batchingNotifier(pool),
    subscribe: local.subscribe,
    unsubscribe: local.unsubscribe,
    observeDeliveries: local.observeDeliveries,
    onResume(resume) {
      resumed.add(resume);
      return () => {
        resumed.delete(resume);
      };
    },
    async close() {
      closed = true;
      await ready.catch(() => undefined);
      await listener?.end().catch(() => undefined);
    },
  };
}
