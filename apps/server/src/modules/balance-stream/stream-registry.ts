/** The open streams of this instance, per student, with a cap per student (tabs, devices). */
export const MAX_STREAMS_PER_STUDENT = 5;

export interface OpenStream {
  /** The sign-in the stream was opened under: it ends when that session does. */
  sessionId: string;
  /** With `retryMs`, tells the client first to reconnect after that long (SSE `retry:`). */
  close(retryMs?: number): void;
}

export class StreamRegistry {
  readonly #byStudent = new Map<string, OpenStream[]>();

  /** Registers a stream; past the cap the student's oldest stream is closed to make room. */
  add(studentId: string, stream: OpenStream): void {
    const streams = this.#byStudent.get(studentId) ?? [];
    streams.push(stream);
    this.#byStudent.set(studentId, streams);
    const excess = streams.length - MAX_STREAMS_PER_STUDENT;
    for (const oldest of streams.slice(0, Math.max(0, excess))) oldest.close();
  }

  /** Idempotent: a stream may be removed by its own close and again by its socket's. */
  remove(studentId: string, stream: OpenStream): void {
    const streams = this.#byStudent.get(studentId);
    if (!streams) return;
    const index = streams.indexOf(stream);
    if (index >= 0) streams.splice(index, 1);
    if (streams.length === 0) this.#byStudent.delete(studentId);
  }

  get size(): number {
    let n = 0;
    for (const streams of this.#byStudent.values()) n += streams.length;
    return n;
  }

  /** The distinct sessions behind the open streams. */
  sessionIds(): string[] {
    const ids = new Set<string>();
    for (const streams of this.#byStudent.values()) for (const s of streams) ids.add(s.sessionId);
    return [...ids];
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
