import type { FastifyBaseLogger } from "fastify";
import type { Job } from "./runner";

/**
 * One convention for every durable queue (ADR 014): a claim is one statement that takes due rows
 * with SKIP LOCKED, counts the attempt and leases the row by moving its `next_attempt_at` past the
 * attempt's time, so other instances skip it and it comes due again if this process dies
 * mid-attempt. An outcome is recorded only while the row's attempt count is still the claimed one,
 * so a late answer never overwrites a newer attempt; a failure waits `retryScheduleMs[attempts - 1]`
 * and is terminal when the schedule has no entry left.
 */
export interface QueueOptions<Row> {
  name: string;
  /** Claims up to `limit` due rows, leased for `leaseMs`. */
  claim: (limit: number, leaseMs: number) => Promise<Row[]>;
  /** Makes one attempt and records its outcome. */
  attempt: (row: Row) => Promise<void>;
  /** Longer than any attempt may take. */
  leaseMs: number;
  /** How often an idle worker looks for due rows (retries, other instances' rows). */
  pollMs: number;
  /** Attempts in flight at once on this instance. */
  concurrency: number;
  /**
   * While attempts are in flight, a claim waits for this much room, so one statement claims
   * several rows; half the concurrency unless the queue needs a free place taken sooner.
   */
  claimAtLeast?: number;
  log: FastifyBaseLogger;
  /** Called once the attempts in flight are recorded, when the worker stops. */
  onStopped?: () => void;
}

export interface QueueWorker extends Job {
  /** Look for due rows now: called once the transaction that queued some has committed. */
  wake(): void;
}

export function queueWorker<Row>(options: QueueOptions<Row>): QueueWorker {
  const { concurrency, log, name } = options;
  const claimAtLeast = Math.min(options.claimAtLeast ?? concurrency / 2, concurrency);
  const inFlight = new Set<Promise<void>>();
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let claiming: Promise<void> | null = null;
  let again = false;

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  /**
   * Claims as many due rows as there is room for; true when there may be more due. Under load it
   * waits for `claimAtLeast` places, so one statement claims several rows.
   */
  async function claimAndAttempt(): Promise<boolean> {
    const room = concurrency - inFlight.size;
    if (room <= 0 || (inFlight.size > 0 && room < claimAtLeast)) return false;
    const rows = await options.claim(room, options.leaseMs);
    for (const row of rows) {
      const running: Promise<void> = options
        .attempt(row)
        .catch((err: unknown) => {
          log.warn({ err, queue: name }, "an attempt was not recorded");
        })
        .finally(() => {
          inFlight.delete(running);
          wake();
        });
      inFlight.add(running);
    }
    return rows.length === room;
  }

  function tick(): void {
    timer = undefined;
    if (stopped || claiming) return;
    claiming = claimAndAttempt().then(
      (more) => {
        claiming = null;
        const now = more || again;
        again = false;
        schedule(now ? 0 : options.pollMs);
      },
      (err: unknown) => {
        claiming = null;
        if (!stopped) log.warn({ err, queue: name }, "could not look for due work");
        schedule(options.pollMs);
      },
    );
  }

  function wake(): void {
    if (stopped) return;
    if (claiming) again = true;
    else schedule(0);
  }

  return {
    name,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await claiming;
      await Promise.allSettled([...inFlight]);
      options.onStopped?.();
    },
  };
}
