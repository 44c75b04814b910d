import { describe, expect, it } from "vitest";
import {
  HEARTBEAT_MS,
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
  it("heartbeats only the streams quiet for the heartbeat interval, once", () => {
    const registry = new StreamRegistry();
    const quiet = stream(registry, "a", { lastWriteAt: NOW - HEARTBEAT_MS });
    const recent = stream(registry, "b", { lastWriteAt: NOW - HEARTBEAT_MS + 1 });
    registry.tick(NOW);
    registry.tick(NOW + 1);
    expect(quiet).toEqual(["heartbeat"]);
    expect(recent).toEqual(["heartbeat"]);
  });

  it("closes the streams whose token has expired, and only those", () => {
    const registry = new StreamRegistry();
    const expired = stream(registry, "a", { expiresAt: NOW });
    const valid = stream(registry, "b", { expiresAt: NOW + 1 });
    registry.tick(NOW);
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
