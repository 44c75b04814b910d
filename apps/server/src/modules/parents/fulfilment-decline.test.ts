import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parentStudentLinks, redemptions, rewards, trophyTransactions } from "../../db/schema";
import {
  createTestApp,
  inject,
  reloadUser,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { grantTrophies } from "../../../test/fixtures";
import { openStream } from "../../../test/sse-client";
import { ERROR_TEXTS } from "../../texts/errors";

/**
 * A parent/guide declines a pending fulfilment: the trophies come back through a refund entry,
 * once, whatever races it (docs/architecture.md §6 for the live balance); on PGlite and on
 * PostgreSQL (DATABASE_URL), where simultaneous requests really run side by side.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  who: SignedIn | null,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
) => inject(t.app, { method, url, headers: who?.headers ?? {}, payload });

/** A linked pair, a custom reward (with `stock` if given) and one pending redemption of it. */
async function pendingRedemption(stock: number | null = null) {
  const parent = await signInAs(t.app, { userType: "parent_guide", name: "Pat Guide" });
  const student = await signInAs(t.app, { userType: "student", name: "Sam Student" });
  await t.app.db.insert(parentStudentLinks).values({
    parentId: parent.user.id,
    studentId: student.user.id,
    status: "accepted",
    respondedAt: new Date(),
  });
  const reward = (
    await call(parent, "POST", "/api/parents/rewards", {
      studentId: student.user.id,
      title: "Zoo visit",
      trophyCost: 30,
      stock,
    })
  ).json().reward as { id: string };
  await grantTrophies(t.app, student.user.id, 45);
  const redeemed = await call(student, "POST", `/api/students/rewards/${reward.id}/redeem`);
  expect(redeemed.statusCode).toBe(200);
  return { parent, student, rewardId: reward.id, id: redeemed.json().redemption.id as string };
}

const decline = (who: SignedIn | null, id: string, payload: object = { reason: "Zoo closed" }) =>
  call(who, "POST", `/api/parents/fulfillments/${id}/decline`, payload);

/** balance = sum of the ledger's entries, and never below zero. */
async function expectLedgerHolds(studentId: string, balance: number) {
  const [sum] = await t.app.db
    .select({ total: sql<number>`coalesce(sum(${trophyTransactions.amount}), 0)::int` })
    .from(trophyTransactions)
    .where(eq(trophyTransactions.studentId, studentId));
  expect((await reloadUser(t.app, studentId)).trophyBalance).toBe(balance);
  expect(sum?.total).toBe(balance);
}

describe("declining a fulfilment", () => {
  it("refunds the trophies, gives the unit back and shows the student why", async () => {
    const { parent, student, rewardId, id } = await pendingRedemption(1);
    await expectLedgerHolds(student.user.id, 15);

    const res = await decline(parent, id, { reason: "  The zoo is closed this month " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fulfillment).toEqual({
      id,
      rewardTitle: "Zoo visit",
      rewardType: "custom",
      studentName: "Sam Student",
      studentEmail: student.user.email,
      trophyCost: 30,
      createdAt: expect.any(String),
      fulfilledAt: null,
      status: "declined",
      declinedAt: expect.any(String),
      declineReason: "The zoo is closed this month",
    });
    await expectLedgerHolds(student.user.id, 45);

    const history = (await call(student, "GET", "/api/students/trophies")).json().history;
    expect(history[0]).toMatchObject({
      trophyAmount: 30,
      kind: "refund",
      description: "Declined: Zoo visit — The zoo is closed this month",
    });
    const [redemption] = (await call(student, "GET", "/api/students/redemptions")).json()
      .redemptions;
    expect(redemption).toMatchObject({
      id,
      status: "declined",
      declineReason: "The zoo is closed this month",
      declinedAt: expect.any(String),
    });
    const [reward] = await t.app.db.select().from(rewards).where(eq(rewards.id, rewardId));
    expect(reward?.stock).toBe(1);
    const listed = (await call(parent, "GET", "/api/parents/fulfillments")).json().fulfillments;
    expect(listed[0]).toMatchObject({ id, status: "declined" });

    const again = await decline(parent, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: ERROR_TEXTS.already_declined, code: "already_declined" });
    const fulfil = await call(parent, "PUT", `/api/parents/fulfillments/${id}`);
    expect(fulfil.statusCode).toBe(409);
    expect(fulfil.json().code).toBe("already_declined");
    await expectLedgerHolds(student.user.id, 45);
  });

  it("tells the student's live balance about the refund", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as AddressInfo).port;
    const { parent, student, id } = await pendingRedemption();
    const stream = await openStream(
      `http://127.0.0.1:${port}/api/sse/balance-updates/${student.accessToken}`,
    );
    await stream.waitFor((e) => e.event === "connected");
    expect((await decline(parent, id)).statusCode).toBe(200);
    const update = await stream.waitFor(
      (e) => e.event === "balance_update" && e.data.data.xpEarned === 30,
    );
    expect(update.data.data).toMatchObject({
      newBalance: 45,
      transaction: { kind: "refund", trophyAmount: 30 },
    });
    stream.close();
  });

  it("refuses a fulfilled one, bad reasons, other roles, another parent and bad ids", async () => {
    const { parent, student, id } = await pendingRedemption();
    expect((await decline(null, id)).statusCode).toBe(401);
    for (const role of ["student", "developer", "admin"] as const) {
      const who = role === "student" ? student : await signInAs(t.app, role);
      expect((await decline(who, id)).statusCode, role).toBe(403);
    }
    const intruder = await signInAs(t.app, "parent_guide");
    const foreign = await decline(intruder, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      error: ERROR_TEXTS.fulfillment_not_found,
      code: "fulfillment_not_found",
    });
    for (const bad of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      expect((await decline(parent, bad)).statusCode).toBe(bad.length === 36 ? 404 : 400);
    }
    for (const payload of [
      {},
      { reason: "" },
      { reason: "   " },
      { reason: 42 },
      { reason: null },
      { reason: "x".repeat(501) },
      { reason: "NUL \u0000" },
    ]) {
      const res = await decline(parent, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe("validation_failed");
    }
    expect((await decline(parent, id, {})).json().error).toBe("A reason is required");
    await expectLedgerHolds(student.user.id, 15);

    expect((await call(parent, "PUT", `/api/parents/fulfillments/${id}`)).statusCode).toBe(200);
    const late = await decline(parent, id, { reason: "x".repeat(500) });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: ERROR_TEXTS.already_fulfilled,
      code: "already_fulfilled",
    });
    await expectLedgerHolds(student.user.id, 15);
  });
});

describe("simultaneous declines and fulfilments", () => {
  it("declines once of 20 simultaneous declines: one refund, 19 × 409", async () => {
    const { parent, student, rewardId, id } = await pendingRedemption(1);
    const results = await Promise.all(Array.from({ length: 20 }, () => decline(parent, id)));
    const codes = results.map((r) => r.statusCode).sort((a, b) => a - b);
    expect(codes).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json().code).toBe("already_declined");
    }
    const refunds = await t.app.db
      .select()
      .from(trophyTransactions)
      .where(eq(trophyTransactions.studentId, student.user.id));
    expect(refunds.filter((e) => e.kind === "refund")).toHaveLength(1);
    await expectLedgerHolds(student.user.id, 45);
    const [reward] = await t.app.db.select().from(rewards).where(eq(rewards.id, rewardId));
    expect(reward?.stock).toBe(1);
  });

  it("has one outcome when declines and fulfilments race", async () => {
    const { parent, student, id } = await pendingRedemption();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? decline(parent, id) : call(parent, "PUT", `/api/parents/fulfillments/${id}`),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const [row] = await t.app.db.select().from(redemptions).where(eq(redemptions.id, id));
    const declined = row?.status === "declined";
    expect(row?.status).toMatch(/^(declined|fulfilled)$/);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json().code).toBe(declined ? "already_declined" : "already_fulfilled");
    }
    await expectLedgerHolds(student.user.id, declined ? 45 : 15);
  });

  it("keeps the ledger whole when the student redeems while the parent declines", async () => {
    const { parent, student, rewardId, id } = await pendingRedemption(2);
    // 15 left: a second redemption only succeeds if the refund is in first.
    const [declined, redeemed] = await Promise.all([
      decline(parent, id),
      call(student, "POST", `/api/students/rewards/${rewardId}/redeem`),
    ]);
    expect(declined.statusCode).toBe(200);
    expect([200, 400]).toContain(redeemed.statusCode);
    const spent = redeemed.statusCode === 200 ? 30 : 0;
    await expectLedgerHolds(student.user.id, 45 - spent);
    const [reward] = await t.app.db.select().from(rewards).where(eq(rewards.id, rewardId));
    expect(reward?.stock).toBe(redeemed.statusCode === 200 ? 1 : 2);
  });
});
