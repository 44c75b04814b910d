import type { Database } from "../db/client";

/**
 * How busy the database connection is, for the metrics and the overload check
 * (docs/architecture.md §14). On PostgreSQL: the pool's connections in use and the calls waiting
 * for one. PGlite is one connection that runs one call at a time: a call in flight holds it and
 * the others wait their turn, each started in a turn of the event loop of its own.
 */
export interface DatabaseLoad {
  inUse(): number;
  waiting(): number;
  /** How long the oldest call still waiting has waited, in ms (0 when none waits). */
  oldestWaitMs(): number;
  /** Called with each finished wait, in ms. */
  onWait(listener: (ms: number) => void): () => void;
}

type Callback = (err: Error | undefined, ...rest: unknown[]) => void;

/** One watcher per database: several apps (tests, two instances) may share one. */
const watched = new WeakMap<Database, DatabaseLoad>();

export function watchDatabaseLoad(database: Database): DatabaseLoad {
  const existing = watched.get(database);
  if (existing) return existing;
  const load = database.pool ? watchPool(database) : watchPglite(database);
  watched.set(database, load);
  return load;
}

/** Start times of the calls waiting, and who wants to hear how long each waited. */
function waits() {
  const started = new Map<symbol, number>();
  const listeners = new Set<(ms: number) => void>();
  return {
    begin(): () => void {
      const id = Symbol("wait");
      started.set(id, performance.now());
      return () => {
        const t0 = started.get(id);
        if (t0 === undefined) return;
        started.delete(id);
        const ms = performance.now() - t0;
        for (const listener of listeners) listener(ms);
      };
    },
    get count() {
      return started.size;
    },
    oldestMs(): number {
      // Insertion order: the first entry is the oldest still waiting.
      for (const t0 of started.values()) return performance.now() - t0;
      return 0;
    },
    onWait(listener: (ms: number) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * pg's Pool hands out connections through `connect` (its own `query` uses it too), so timing
 * `connect` times every wait for a connection, whichever way the ORM asks.
 */
function watchPool(database: Database): DatabaseLoad {
  const pool = database.pool;
  if (!pool) throw new Error("PostgreSQL database without a pool");
  const pending = waits();
  const connect = pool.connect.bind(pool) as (cb?: Callback) => Promise<unknown> | undefined;
  const timed = (cb?: Callback): Promise<unknown> | undefined => {
    const done = pending.begin();
    if (cb) {
      return connect((err, ...rest) => {
        done();
        cb(err, ...rest);
      });
    }
    return (connect() as Promise<unknown>).finally(done);
  };
  (pool as unknown as { connect: typeof timed }).connect = timed;
  return {
    inUse: () => pool.totalCount - pool.idleCount,
    waiting: () => pool.waitingCount,
    oldestWaitMs: () => pending.oldestMs(),
    onWait: (listener) => pending.onWait(listener),
  };
}

interface PgliteClient {
  query: (...args: unknown[]) => Promise<unknown>;
  exec: (...args: unknown[]) => Promise<unknown>;
  transaction: (...args: unknown[]) => Promise<unknown>;
}

/**
 * Runs each call after the one before it has finished, in a turn of the event loop of its own.
 * PGlite answers in this thread and its calls chain through promises: without a pause, a queue of
 * calls would run to its end before any socket is read again, so that a refused call, a page or a
 * static file waited behind all of it (docs/architecture.md §14). The order is the one PGlite's
 * own lock keeps; the pause costs a few microseconds a call.
 */
function oneCallPerTurn() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(call: () => Promise<T>): Promise<T> => {
    const run = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(call);
    last = run.catch(() => undefined);
    return run;
  };
}

/**
 * PGlite runs one call at a time behind a lock of its own: the calls in flight are one running
 * and the rest waiting, and the oldest call in flight is as old as the wait at the front.
 */
function watchPglite(database: Database): DatabaseLoad {
  const client = (database.db as unknown as { $client?: PgliteClient }).$client;
  const inFlight = waits();
  if (client) {
    const inTurn = oneCallPerTurn();
    for (const name of ["query", "exec", "transaction"] as const) {
      const original = client[name].bind(client);
      client[name] = (...args: unknown[]) => {
        const done = inFlight.begin();
        return inTurn(() => original(...args)).finally(done);
      };
    }
  }
  return {
    inUse: () => Math.min(1, inFlight.count),
    waiting: () => Math.max(0, inFlight.count - 1),
    oldestWaitMs: () => (inFlight.count > 1 ? inFlight.oldestMs() : 0),
    onWait: (listener) => inFlight.onWait(listener),
  };
}
