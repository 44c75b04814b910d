import type { ServerResponse } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import type { BalanceEventType } from "@trophy/shared/schemas/student";
import type { BalanceEvent, EventBus, StudentEvent } from "../../events/event-bus";
import type { OpenStream, StreamRegistry } from "./stream-registry";

/** Where the stream starts: the ledger number it resumes from, the entries it missed, the balance. */
export interface StreamStart {
  sent: number;
  missed: BalanceEvent[];
  balance: number;
}

/**
 * One open balance stream. An instance holds tens of thousands at once, so each is one object with
 * its behaviour on the prototype, rather than a closure per callback sharing a context that would
 * also keep the whole request alive.
 */
export class LiveStream implements OpenStream {
  lastWriteAt = Date.now();
  /** The ledger number of the last entry sent: a resumed stream replays the ones after it. */
  #lastSent = 0;
  /** Live events wait while the ledger is read: at the start, and during each catch-up. */
  #holds = 1;
  /** Only while held and something came meanwhile. */
  #pending: StudentEvent[] | null = null;
  #closed = false;
  /** Until the stream has started (then null, so the settled promise is not kept). */
  #started: Promise<void> | null = null;
  /** The bus it listens to, once it does (it keeps student and handler: no function to stop). */
  #events: Pick<EventBus, "unsubscribe"> | null = null;
  /** For the event bus and the response's `close`: bound functions, which need no context. */
  readonly #onEvent = this.#receive.bind(this);
  readonly #onClose = this.#cleanup.bind(this);

  constructor(
    private readonly res: ServerResponse,
    private readonly registry: StreamRegistry,
    readonly studentId: string,
    readonly sessionId: string,
    /** When its access token or its session expires, whichever is first (epoch ms). */
    readonly expiresAt: number,
  ) {}

  /**
   * Listens for the student's events (before the ledger is read, so nothing committed in between
   * is missed), registers the stream, then reads where it starts with `read` and sends what it
   * missed and `connected`. Resolves once it has started, or closed because it could not.
   */
  open(
    events: Pick<EventBus, "subscribe" | "unsubscribe">,
    read: () => Promise<StreamStart>,
    log: FastifyBaseLogger,
  ): Promise<void> {
    events.subscribe(this.studentId, this.#onEvent);
    this.#events = events;
    this.res.on("close", this.#onClose);
    this.registry.add(this.studentId, this);
    // Gone while its token was checked: its `close` has been and gone.
    if (this.res.destroyed) this.#cleanup();
    const started = read().then(
      ({ sent, missed, balance }) => {
        this.#lastSent = sent;
        for (const event of missed) this.#deliver(event);
        this.#send("connected", this.#lastSent, { balance });
        this.release([]);
      },
      (err: unknown) => {
        log.warn({ err }, "balance stream failed to start");
        this.close();
      },
    );
    this.#started = started.finally(() => {
      this.#started = null;
    });
    return started;
  }

  heartbeat(): void {
    this.#send("heartbeat", this.#lastSent, { timestamp: new Date().toISOString() });
  }

  close(retryMs?: number): void {
    if (retryMs !== undefined && !this.res.writableEnded) this.res.write(`retry: ${retryMs}\n\n`);
    this.res.end();
    this.#cleanup();
  }

  async hold(): Promise<number> {
    this.#holds += 1;
    await this.#started;
    return this.#lastSent;
  }

  release(missed: BalanceEvent[]): void {
    for (const event of missed) this.#deliver(event);
    this.#holds -= 1;
    if (this.#holds > 0 || !this.#pending) return;
    const pending = this.#pending;
    this.#pending = null;
    for (const event of pending) this.#deliver(event);
  }

  /** From the event bus: held back while the ledger is read, otherwise sent. */
  #receive(event: StudentEvent): void {
    if (this.#holds > 0) (this.#pending ??= []).push(event);
    else this.#deliver(event);
  }

  #deliver(event: StudentEvent): void {
    // Not a ledger entry: it keeps the last entry's id, so a resumed stream replays entries.
    if ("redemption" in event) {
      this.#send("redemption_update", this.#lastSent, event.redemption);
      return;
    }
    if (event.seq <= this.#lastSent) return;
    this.#lastSent = event.seq;
    this.#send("balance_update", event.seq, event.update);
  }

  #send(type: BalanceEventType, id: number, data: unknown): void {
    if (this.#closed) return;
    this.res.write(`event: ${type}\nid: ${id}\ndata: ${JSON.stringify({ type, data })}\n\n`);
    this.lastWriteAt = Date.now();
  }

  #cleanup(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#events?.unsubscribe(this.studentId, this.#onEvent);
    this.registry.remove(this.studentId, this);
  }
}
