/** How long a failed route chunk waits before it is fetched once more. */
export const CHUNK_RETRY_DELAY_MS = 1_000;

/** A route's code could not be fetched, even the second time: only a reload can bring it. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super("A part of the app could not be loaded", { cause });
    this.name = "ChunkLoadError";
  }
}

/**
 * The address of the module a failed `import()` names (Chromium's and Firefox's messages do;
 * Safari's does not), when it is one of this app's scripts.
 */
export function failedModuleUrl(error: unknown, origin = window.location.origin): string | null {
  const message = error instanceof Error ? error.message : "";
  const match = /\bhttps?:\/\/[^\s'"]+?\.js\b/.exec(message);
  if (!match) return null;
  const url = new URL(match[0]);
  return url.origin === origin ? url.href : null;
}

/**
 * A lazily loaded route's `import()`, tried once more after a short wait when it fails (a dropped
 * connection, a busy moment); a second failure is a ChunkLoadError, which the route's error
 * screen answers with a reload button. A browser remembers a failed module fetch under its
 * address for the page's lifetime and answers a new `import()` of it with the same failure, so the
 * second attempt asks for the same file under another address, and later loads go there at once.
 */
export function loadChunk<M>(load: () => Promise<M>): () => Promise<M> {
  let retried: string | null = null;
  return async () => {
    if (retried) return (await import(/* @vite-ignore */ retried)) as M;
    try {
      return await load();
    } catch (first) {
      await new Promise((resolve) => setTimeout(resolve, CHUNK_RETRY_DELAY_MS));
      const url = failedModuleUrl(first);
      try {
        if (!url) return await load();
        const module = (await import(/* @vite-ignore */ `${url}?retry=1`)) as M;
        retried = `${url}?retry=1`;
        return module;
      } catch (second) {
        throw new ChunkLoadError(second);
      }
    }
  };
}
