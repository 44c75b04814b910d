import type { BalanceEvent } from "../../events/event-bus";

/** The open streams of this instance, per student, with a cap per student (tabs, devices). */
export const MAX_STREAMS_PER_STUDENT = 5;

/** A stream quiet this long is sent a heartbeat, so proxies and browsers keep it open. */
export const HEARTBEAT_MS = 15_000;
/**
 * Heartbeats sent before a tick lets other work run. After a pause (a long garbage collection,
 * say) thousands may be due at once, a write each; in one go they would hold the event loop for
 * a tenth of a second, and every award's event with it.
 */
export const HEARTBEATS_PER_TURN = 200;

export interface OpenStream {
  /** The sign-in the stream was opened under: it ends when that session does. */
  sessionId: string;
  /** When its access token or its session expires, whichever is first (epoch ms). */
  expiresAt: number;
  /** When it was last written to (epoch ms). */
  lastWriteAt: number;
  heartbeat(): void;
  /** With `retryMs`, tells the client first to reconnect after that long (SSE `retry:`). */
  close(retryMs?: number): void;
  /**
   * For a catch-up (catch-up.ts): keeps live events back from now on and, once the stream has
   * started, resolves with the ledger number of the last entry it was sent.
   */
  hold(): Promise<number>;
  /** Ends a hold: sends the missed entries, then the events held back, each once and in order. */
  release(missed: BalanceEvent[]): void;
}

export class StreamRegistry {
  readonly #byStudent = new Map<string, OpenStream[]>();
  /** Opened since their sessions were last asked about (modules/balance-stream/session-watch.ts). */
  readonly #unchecked = new Set<OpenStream>();

  /** Registers a stream; past the cap the student's oldest stream is closed to make room. */
  add(studentId: string, stream: OpenStream): void {
    const streams = this.#byStudent.get(studentId);
    // A list made with its one stream has room for one: most students have one stream open, and a
    // list grown by push from empty would keep room for sixteen.
    if (!streams) {
      this.#byStudent.set(studentId, [stream]);
      this.#unchecked.add(stream);
      return;
    }
    streams.push(stream);
    this.#unchecked.add(stream);
    const excess = streams.length - MAX_STREAMS_PER_STUDENT;
    for (const oldest of streams.slice(0, Math.max(0, excess))) oldest.close();
  }

  /** Idempotent: a stream may be removed by its own close and again by its socket's. */
  remove(studentId: string, stream: OpenStream): void {
    this.#unchecked.delete(stream);
    const streams = this.#byStudent.get(studentId);
    if (!streams) return;
    const index = streams.indexOf(stream);
    if (index >= 0) streams.splice(index, 1);
    if (streams.length === 0) this.#byStudent.delete(studentId);
  }

  /** Every open stream with its student. */
  list(): { studentId: string; stream: OpenStream }[] {
    return [...this.#byStudent].flatMap(([studentId, streams]) =>
      streams.map((stream) => ({ studentId, stream })),
    );
  }

  get isEmpty(): boolean {
    return this.#byStudent.size === 0;
  }

  get size(): number {
    let n = 0;
    for (const streams of this.#byStudent.values()) n += streams.length;
    return n;
  }

  /**
   * The distinct sessions behind the open streams, or only behind those opened since the last
   * call; either way every stream open now counts as checked from here on.
   */
  sessionIds({ onlyUnchecked = false } = {}): string[] {
    const ids = new Set<string>();
    if (onlyUnchecked) {
      for (const s of this.#unchecked) ids.add(s.sessionId);
    } else {
      for (const streams of this.#byStudent.values()) for (const s of streams) ids.add(s.sessionId);
    }
    this.#unchecked.clear();
    return [...ids];
  }

  /**
   * Closes the streams past their `expiresAt` and heartbeats those quiet for HEARTBEAT_MS,
   * HEARTBEATS_PER_TURN at a time. One timer for all of them rather than two per stream: each
   * would cost memory, and called every second this spreads the heartbeats as the streams were
   * opened.
   */
  async tick(now: number): Promise<void> {
    const expired: OpenStream[] = [];
    const quiet: OpenStream[] = [];
    for (const streams of this.#byStudent.values()) {
      for (const s of streams) {
        if (now >= s.expiresAt) expired.push(s);
        else if (now - s.lastWriteAt >= HEARTBEAT_MS) quiet.push(s);
      }
    }
    // Closing removes streams from the lists walked above: only once the walk is done.
    for (const s of expired) s.close();
    for (let i = 0; i < quiet.length; i++) {
      if (i > 0 && i % HEARTBEATS_PER_TURN === 0) await new Promise(setImmediate);
      // One closed meanwhile is sent nothing: its heartbeat writes only while it is open.
      quiet[i]?.heartbeat();
    }
  }

  /** Closes every stream opened under one of `sessionIds`. */
  closeSessions(sessionIds: Iterable<string>): void {
    const ended = new Set(sessionIds);
    if (ended.size === 0) return;
    for (const streams of [...this.#byStudent.values()]) {
      for (const s of [...streams]) if (ended.has(s.sessionId)) s.close();
    }
  }

  /**
   * Closes every stream; `retryMs` gives each its reconnection delay (an instance that stops
   * spreads its clients' reconnections over time, docs/architecture.md §14).
   */
  closeAll(retryMs?: () => number): void {
    for (const streams of [...this.#byStudent.values()])
      for (const s of [...streams]) s.close(retryMs?.());
  }
}
