import { describe, expect, it } from "vitest";
import {
  HEARTBEAT_MS,
  HEARTBEATS_PER_TURN,
  MAX_STREAMS_PER_STUDENT,
  StreamRegistry,
  type OpenStream,
} from "./stream-registry";

const NOW = 1_800_000_000_000;

/** A stream that records what the registry did to it, and leaves the registry as a real one does. */
function stream(registry: StreamRegistry, studentId: string, fields: Partial<OpenStream> = {}) {
  const calls: string[] = [];
  const s: OpenStream = {
    sessionId: `session-${studentId}`,
    expiresAt: NOW + 60_000,
    lastWriteAt: NOW,
    heartbeat: () => {
      calls.push("heartbeat");
      s.lastWriteAt = NOW + HEARTBEAT_MS;
    },
    close: () => {
      calls.push("close");
      registry.remove(studentId, s);
    },
    hold: () => Promise.resolve(0),
    release: () => undefined,
    ...fields,
  };
  registry.add(studentId, s);
  return calls;
}

describe("the registry of open streams", () => {
  it("heartbeats only the streams quiet for the heartbeat interval, once", async () => {
    const registry = new StreamRegistry();
    const quiet = stream(registry, "a", { lastWriteAt: NOW - HEARTBEAT_MS });
    const recent = stream(registry, "b", { lastWriteAt: NOW - HEARTBEAT_MS + 1 });
    await registry.tick(NOW);
    await registry.tick(NOW + 1);
    expect(quiet).toEqual(["heartbeat"]);
    expect(recent).toEqual(["heartbeat"]);
  });

  it("lets other work run between batches of heartbeats", async () => {
    const registry = new StreamRegistry();
    const due = Array.from({ length: 2 * HEARTBEATS_PER_TURN + 1 }, (_, i) =>
      stream(registry, `s${i}`, { lastWriteAt: NOW - HEARTBEAT_MS }),
    );
    const sent = () => due.filter((calls) => calls.length > 0).length;
    let seenBetween = 0;
    const ticking = registry.tick(NOW);
    expect(sent()).toBe(HEARTBEATS_PER_TURN);
    setImmediate(() => (seenBetween = sent()));
    await ticking;
    // Other work ran while some heartbeats were still to send.
    expect(seenBetween).toBeGreaterThan(0);
    expect(seenBetween).toBeLessThan(due.length);
    expect(sent()).toBe(due.length);
  });

  it("closes the streams whose token has expired, and only those", async () => {
    const registry = new StreamRegistry();
    const expired = stream(registry, "a", { expiresAt: NOW });
    const valid = stream(registry, "b", { expiresAt: NOW + 1 });
    await registry.tick(NOW);
    expect(expired).toEqual(["close"]);
    expect(valid).toEqual([]);
    expect(registry.size).toBe(1);
  });

  it("closes a student's oldest stream past the cap", () => {
    const registry = new StreamRegistry();
    const oldest = stream(registry, "a");
    for (let i = 0; i < MAX_STREAMS_PER_STUDENT; i++) stream(registry, "a");
    expect(oldest).toEqual(["close"]);
    expect(registry.size).toBe(MAX_STREAMS_PER_STUDENT);
  });
});
