import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers";
import { watchDatabaseLoad } from "./db-load";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it("lets the event loop turn between the embedded database's calls, which keep their order", async () => {
  if (t.database.kind !== "pglite") return;
  watchDatabaseLoad(t.database);
  const order: number[] = [];
  let turnedAfter: number | undefined;
  // A timer stands for a socket with a request waiting to be read.
  setTimeout(() => {
    turnedAfter = order.length;
  }, 0);
  await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      t.database.query("SELECT $1::int AS n", [i]).then(() => order.push(i)),
    ),
  );
  expect(order).toEqual(Array.from({ length: 50 }, (_, i) => i));
  expect(turnedAfter).toBeLessThan(50);
});
