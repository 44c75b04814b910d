import type { TestApp } from "./helpers";

/**
 * Keeps every database connection of the test app busy (the pool's 20, or PGlite's one in an open
 * transaction) until the returned function is called: calls made meanwhile wait for one.
 */
export async function holdDatabase(t: TestApp): Promise<() => Promise<void>> {
  let release = () => {
    /* replaced below */
  };
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pool = t.database.pool;
  if (pool) {
    const clients = await Promise.all(Array.from({ length: 20 }, () => pool.connect()));
    return async () => {
      release();
      for (const c of clients) c.release();
      await held;
    };
  }
  const holder = t.app.db.transaction(() => held);
  return async () => {
    release();
    await holder;
  };
}
