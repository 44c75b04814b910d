import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_RETRY_DELAY_MS, ChunkLoadError, failedModuleUrl, loadChunk } from "./load-chunk";

const ORIGIN = "http://localhost:3000";

describe("failedModuleUrl", () => {
  it("reads the script a failed import names, on this origin only", () => {
    const chromium = new TypeError(
      `Failed to fetch dynamically imported module: ${ORIGIN}/assets/student-area-Bx1.js`,
    );
    expect(failedModuleUrl(chromium, ORIGIN)).toBe(`${ORIGIN}/assets/student-area-Bx1.js`);
    const firefox = new TypeError(
      `error loading dynamically imported module: ${ORIGIN}/assets/auth-area-9z.js`,
    );
    expect(failedModuleUrl(firefox, ORIGIN)).toBe(`${ORIGIN}/assets/auth-area-9z.js`);
    expect(failedModuleUrl(chromium, "https://elsewhere.example")).toBeNull();
    expect(failedModuleUrl(new TypeError("Importing a module script failed."), ORIGIN)).toBeNull();
    expect(failedModuleUrl("not an error", ORIGIN)).toBeNull();
  });
});

describe("loadChunk", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("loads once when the first fetch works", async () => {
    const load = vi.fn(() => Promise.resolve({ Page: "page" }));
    await expect(loadChunk(load)()).resolves.toEqual({ Page: "page" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries a failed chunk once more after a short wait", async () => {
    const load = vi
      .fn<() => Promise<{ Page: string }>>()
      .mockRejectedValueOnce(new TypeError("Importing a module script failed."))
      .mockResolvedValueOnce({ Page: "page" });
    const loaded = loadChunk(load)();
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toEqual({ Page: "page" });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives up with a ChunkLoadError when the second try fails too", async () => {
    const failure = new TypeError("Importing a module script failed.");
    const load = vi.fn(() => Promise.reject(failure));
    const loaded = loadChunk(load)();
    const settled = expect(loaded).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
    await settled;
    await expect(loaded).rejects.toMatchObject({ cause: failure });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
