import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parentStudentLinks, redemptions } from "../../db/schema";
import { createTestApp, inject, signInAs, type TestApp } from "../../../test/helpers";
import { addReward, grantTrophies } from "../../../test/fixtures";
import { ERROR_TEXTS } from "../../texts/errors";

/**
 * Double clicks (docs/product.md §10): ten simultaneous Mark as Fulfilled of one redemption fulfil it once (one
 * 200, the rest 409 already fulfilled), never a 5xx, on PGlite and on PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("fulfils a redemption once when ten requests race", async () => {
  const parent = await signInAs(t.app, "parent_guide");
  const student = await signInAs(t.app, "student");
  await t.app.db.insert(parentStudentLinks).values({
    parentId: parent.user.id,
    studentId: student.user.id,
    status: "accepted",
    respondedAt: new Date(),
  });
  const reward = await addReward(t.app, {
    title: "Museum trip",
    trophyCost: 10,
    customForStudent: student.user.id,
    createdBy: parent.user.id,
  });
  await grantTrophies(t.app, student.user.id, 10);
  const redeemed = await inject(t.app, {
    method: "POST",
    url: `/api/students/rewards/${reward.id}/redeem`,
    headers: student.headers,
  });
  const id = redeemed.json().redemption.id as string;

  const results = await Promise.all(
    Array.from({ length: 10 }, () =>
      inject(t.app, {
        method: "PUT",
        url: `/api/parents/fulfillments/${id}`,
        headers: parent.headers,
      }),
    ),
  );
  const codes = results.map((r) => r.statusCode).sort((a, b) => a - b);
  expect(codes).toEqual([200, ...Array<number>(9).fill(409)]);
  for (const r of results.filter((r) => r.statusCode === 409)) {
    expect(r.json()).toEqual({ error: ERROR_TEXTS.already_fulfilled, code: "already_fulfilled" });
  }
  const winner = results.find((r) => r.statusCode === 200)?.json().fulfillment;
  const [row] = await t.app.db.select().from(redemptions).where(eq(redemptions.id, id));
  expect(row?.status).toBe("fulfilled");
  // The stored time is the winner's: no later request overwrote it.
  expect(row?.fulfilledAt?.toISOString()).toBe(winner.fulfilledAt);
});
