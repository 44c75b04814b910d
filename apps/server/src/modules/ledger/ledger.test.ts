import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trophyTransactions, users } from "../../db/schema";
import { createTestApp, createUser, reloadUser, type TestApp } from "../../../test/helpers";
import { grantTrophies } from "../../../test/fixtures";
import { appendEntry } from "./ledger.service";
import { ERROR_TEXTS } from "../../texts/errors";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("trophy ledger", () => {
  it("keeps the balance equal to the sum of entries and numbers them", async () => {
    const student = await createUser(t.app, { userType: "student" });
    const a = await grantTrophies(t.app, student.id, 120);
    const b = await appendEntry(t.app.db, {
      studentId: student.id,
      amount: -20,
      kind: "redemption",
      description: "x",
    });
    expect([a.balanceAfter, b.balanceAfter]).toEqual([120, 100]);
    expect([a.studentSeq, b.studentSeq]).toEqual([1, 2]);
    const [sum] = await t.app.db
      .select({ total: sql<number>`sum(${trophyTransactions.amount})::int` })
      .from(trophyTransactions)
      .where(eq(trophyTransactions.studentId, student.id));
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(sum?.total);
  });

  it("refuses an entry that would take the balance below zero", async () => {
    const student = await createUser(t.app, { userType: "student" });
    await grantTrophies(t.app, student.id, 10);
    await expect(
      appendEntry(t.app.db, {
        studentId: student.id,
        amount: -11,
        kind: "redemption",
        description: "too much",
      }),
    ).rejects.toThrow(ERROR_TEXTS.insufficient_trophies);
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(10);
  });

  it("is enforced by the database: no updates, no deletes, no balance edits, students only", async () => {
    const student = await createUser(t.app, { userType: "student" });
    const entry = await grantTrophies(t.app, student.id, 5);
    await expect(
      t.app.db
        .update(trophyTransactions)
        .set({ amount: 500 })
        .where(eq(trophyTransactions.id, entry.id)),
    ).rejects.toThrow();
    await expect(
      t.app.db.delete(trophyTransactions).where(eq(trophyTransactions.id, entry.id)),
    ).rejects.toThrow();
    await expect(
      t.app.db.update(users).set({ trophyBalance: 9999 }).where(eq(users.id, student.id)),
    ).rejects.toThrow();
    const parent = await createUser(t.app, { userType: "parent_guide" });
    await expect(grantTrophies(t.app, parent.id, 5)).rejects.toThrow();
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(5);
  });
});
