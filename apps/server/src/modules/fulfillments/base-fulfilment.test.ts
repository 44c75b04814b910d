import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, parentStudentLinks, rewards, trophyTransactions } from "../../db/schema";
import {
  createTestApp,
  inject,
  reloadUser,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addGiftCards, addReward, grantTrophies } from "../../../test/fixtures";
import { ERROR_TEXTS } from "../../texts/errors";

/**
 * Redemptions of base rewards wait for fulfilment (docs/product.md §4, Fulfilment): every admin and
 * every parent/guide the student accepted may fulfil one, or decline it with a reason and a refund
 * through the ledger; one decision only, whatever races it; on PGlite and on PostgreSQL
 * (DATABASE_URL), where simultaneous requests really run side by side.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, "admin");
});
afterAll(() => t.close());

const call = (
  who: SignedIn | null,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) => inject(t.app, { method, url, headers: who?.headers ?? {}, payload });

const fulfil = (who: SignedIn | null, id: string, area = "admin") =>
  call(who, "PUT", `/api/${area === "admin" ? "admin" : "parents"}/fulfillments/${id}`);
const decline = (
  who: SignedIn | null,
  id: string,
  reason: unknown = "Not this week",
  area = "admin",
) =>
  call(who, "POST", `/api/${area === "admin" ? "admin" : "parents"}/fulfillments/${id}/decline`, {
    reason,
  });

async function link(
  parent: SignedIn,
  student: SignedIn,
  status: "accepted" | "pending" = "accepted",
) {
  await t.app.db.insert(parentStudentLinks).values({
    parentId: parent.user.id,
    studentId: student.user.id,
    status,
    respondedAt: status === "accepted" ? new Date() : null,
  });
}

/** A student with 100 trophies and two accepted parents/guides who redeemed a new base reward. */
async function baseRedemption(stock: number | null = null) {
  const student = await signInAs(t.app, { userType: "student", name: "Sam Student" });
  const parents = [await signInAs(t.app, "parent_guide"), await signInAs(t.app, "parent_guide")];
  for (const parent of parents) await link(parent, student);
  await grantTrophies(t.app, student.user.id, 100);
  const created = await call(admin, "POST", "/api/admin/rewards", {
    title: "Homework pass",
    description: "Skip one homework assignment.",
    trophyCost: 60,
    stock,
  });
  const rewardId = created.json().reward.id as string;
  const redeemed = await call(student, "POST", `/api/students/rewards/${rewardId}/redeem`);
  expect(redeemed.statusCode, redeemed.body).toBe(200);
  expect(redeemed.json().redemption).toMatchObject({ rewardType: "base", status: "pending" });
  return { student, parents, rewardId, id: redeemed.json().redemption.id as string };
}

async function expectBalance(studentId: string, balance: number) {
  const [sum] = await t.app.db
    .select({ total: sql<number>`coalesce(sum(${trophyTransactions.amount}), 0)::int` })
    .from(trophyTransactions)
    .where(eq(trophyTransactions.studentId, studentId));
  expect((await reloadUser(t.app, studentId)).trophyBalance).toBe(balance);
  expect(sum?.total).toBe(balance);
}

const myRedemption = async (student: SignedIn, id: string) =>
  (await call(student, "GET", "/api/students/redemptions"))
    .json()
    .redemptions.find((r: { id: string }) => r.id === id);

describe("the admins' Fulfilment", () => {
  it("lists base-reward redemptions (no custom reward's, no gift card's), by state", async () => {
    const { student, parents, rewardId, id } = await baseRedemption();
    const custom = await addReward(t.app, {
      title: "Parent's own reward",
      trophyCost: 5,
      customForStudent: student.user.id,
      createdBy: parents[0]?.user.id,
    });
    const customRedeemed = await call(student, "POST", `/api/students/rewards/${custom.id}/redeem`);
    await addGiftCards(t.app, {
      cardType: "amazon",
      usdAmount: 5,
      trophyCost: 5,
      codes: ["BASE-GC-0001"],
    });
    const card = await call(student, "POST", "/api/students/rewards/gc_amazon_5_5/redeem");
    expect(card.statusCode).toBe(200);

    const res = await call(admin, "GET", "/api/admin/fulfillments?limit=500");
    expect(res.statusCode).toBe(200);
    const listed = res.json().fulfillments as { id: string }[];
    expect(res.json().total).toBe(listed.length);
    expect(listed.find((f) => f.id === id)).toEqual({
      id,
      rewardTitle: "Homework pass",
      rewardType: "base",
      studentName: "Sam Student",
      studentEmail: student.user.email,
      trophyCost: 60,
      createdAt: expect.any(String),
      fulfilledAt: null,
      status: "pending",
      declinedAt: null,
      declineReason: null,
      studentId: student.user.id,
      rewardId,
    });
    const ids = listed.map((f) => f.id);
    expect(ids).not.toContain(customRedeemed.json().redemption.id);
    expect(ids).not.toContain(card.json().redemption.id);

    expect((await fulfil(admin, id)).statusCode).toBe(200);
    const pending = (
      await call(admin, "GET", "/api/admin/fulfillments?status=pending&limit=500")
    ).json();
    expect(pending.fulfillments.map((f: { id: string }) => f.id)).not.toContain(id);
    expect(pending.fulfillments.every((f: { status: string }) => f.status === "pending")).toBe(
      true,
    );
    const done = (
      await call(admin, "GET", "/api/admin/fulfillments?status=fulfilled&limit=500")
    ).json();
    expect(done.fulfillments.map((f: { id: string }) => f.id)).toContain(id);
    expect(done.total).toBe(done.fulfillments.length);

    for (const query of ["status=validated", "status=", "limit=0", "offset=-1"]) {
      const bad = await call(admin, "GET", `/api/admin/fulfillments?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().code).toBe("validation_failed");
    }
  });

  it("fulfils one: the student's history says fulfilled, and it cannot be decided again", async () => {
    const { student, id } = await baseRedemption();
    const before = (await call(admin, "GET", "/api/admin/dashboard")).json().pendingFulfillments;
    expect(before).toBeGreaterThan(0);
    const res = await fulfil(admin, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fulfillment).toMatchObject({
      id,
      status: "fulfilled",
      fulfilledAt: expect.any(String),
      studentId: student.user.id,
    });
    expect(await myRedemption(student, id)).toMatchObject({
      status: "fulfilled",
      fulfilledAt: expect.any(String),
      declineReason: null,
    });
    expect((await call(admin, "GET", "/api/admin/dashboard")).json().pendingFulfillments).toBe(
      before - 1,
    );
    const again = await fulfil(admin, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: ERROR_TEXTS.already_fulfilled,
      code: "already_fulfilled",
    });
    expect((await decline(admin, id)).json().code).toBe("already_fulfilled");
    await expectBalance(student.user.id, 40);
    const [entry] = await t.app.db
      .select()
      .from(activityLog)
      .where(
        eq(
          activityLog.description,
          `Homework pass fulfilled for ${student.user.email} by ${admin.user.email}`,
        ),
      );
    expect(entry).toMatchObject({ actorId: admin.user.id, userId: student.user.id });
  });

  it("declines one: the trophies and the unit come back, and the student reads why", async () => {
    const { student, rewardId, id } = await baseRedemption(1);
    const res = await decline(admin, id, "  The office is closed this week ");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fulfillment).toMatchObject({
      id,
      status: "declined",
      declinedAt: expect.any(String),
      declineReason: "The office is closed this week",
    });
    await expectBalance(student.user.id, 100);
    const [reward] = await t.app.db.select().from(rewards).where(eq(rewards.id, rewardId));
    expect(reward?.stock).toBe(1);
    expect(await myRedemption(student, id)).toMatchObject({
      status: "declined",
      declinedAt: expect.any(String),
      declineReason: "The office is closed this week",
    });
    const history = (await call(student, "GET", "/api/students/trophies")).json().history;
    expect(history[0]).toMatchObject({
      trophyAmount: 60,
      kind: "refund",
      description: "Declined: Homework pass — The office is closed this week",
    });
    const twice = await decline(admin, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: ERROR_TEXTS.already_declined, code: "already_declined" });
    expect((await fulfil(admin, id)).json().code).toBe("already_declined");
    await expectBalance(student.user.id, 100);
  });

  it("refuses bad reasons, and what is not a base reward's redemption (404)", async () => {
    const { student, parents, id } = await baseRedemption();
    for (const reason of ["", "   ", 42, null, "x".repeat(501), "NUL \u0000"]) {
      const res = await decline(admin, id, reason);
      expect(res.statusCode, JSON.stringify(reason)).toBe(400);
      expect(res.json().code).toBe("validation_failed");
    }
    const custom = await addReward(t.app, {
      title: "Parent's own reward",
      trophyCost: 5,
      customForStudent: student.user.id,
      createdBy: parents[0]?.user.id,
    });
    const customId = (
      await call(student, "POST", `/api/students/rewards/${custom.id}/redeem`)
    ).json().redemption.id as string;
    for (const other of [customId, "00000000-0000-4000-8000-000000000000"]) {
      for (const res of [await fulfil(admin, other), await decline(admin, other)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          error: ERROR_TEXTS.fulfillment_not_found,
          code: "fulfillment_not_found",
        });
      }
    }
    expect((await fulfil(admin, "not-a-uuid")).statusCode).toBe(400);
    await expectBalance(student.user.id, 35);
  });

  it("refuses anonymous callers (401) and every other role (403)", async () => {
    const { student, parents, id } = await baseRedemption();
    const others = [...parents, student, await signInAs(t.app, "developer")];
    for (const who of [null, ...others]) {
      const status = who ? 403 : 401;
      const code = who ? "forbidden" : "auth_required";
      for (const res of [
        await call(who, "GET", "/api/admin/fulfillments"),
        await fulfil(who, id),
        await decline(who, id),
      ]) {
        expect(res.statusCode).toBe(status);
        expect(res.json().code).toBe(code);
      }
    }
    expect((await myRedemption(student, id)).status).toBe("pending");
  });
});

describe("parents/guides and base rewards", () => {
  it("shows it to every accepted parent/guide, who may fulfil it; not to others", async () => {
    const { student, parents, id } = await baseRedemption();
    const [first, second] = parents as [SignedIn, SignedIn];
    const requested = await signInAs(t.app, "parent_guide");
    await link(requested, student, "pending");
    const stranger = await signInAs(t.app, "parent_guide");
    for (const parent of parents) {
      const list = (await call(parent, "GET", "/api/parents/fulfillments")).json();
      expect(list.fulfillments).toEqual([
        {
          id,
          rewardTitle: "Homework pass",
          rewardType: "base",
          studentName: "Sam Student",
          studentEmail: student.user.email,
          trophyCost: 60,
          createdAt: expect.any(String),
          fulfilledAt: null,
          status: "pending",
          declinedAt: null,
          declineReason: null,
        },
      ]);
      expect(list.total).toBe(1);
    }
    for (const outsider of [requested, stranger]) {
      expect((await call(outsider, "GET", "/api/parents/fulfillments")).json().total).toBe(0);
      for (const res of [
        await fulfil(outsider, id, "parents"),
        await decline(outsider, id, "No", "parents"),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe("fulfillment_not_found");
      }
    }
    const res = await fulfil(first, id, "parents");
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json().fulfillment)).not.toContain("studentId");
    expect(res.json().fulfillment.status).toBe("fulfilled");
    const seen = (await call(second, "GET", "/api/parents/fulfillments")).json().fulfillments;
    expect(seen[0]).toMatchObject({ id, status: "fulfilled" });
    expect((await fulfil(second, id, "parents")).json().code).toBe("already_fulfilled");
    expect((await fulfil(admin, id)).json().code).toBe("already_fulfilled");
    expect((await myRedemption(student, id)).status).toBe("fulfilled");
  });

  it("lets a parent/guide decline it with a refund, and stops once the link is gone", async () => {
    const { student, parents, id } = await baseRedemption();
    const [first, second] = parents as [SignedIn, SignedIn];
    const res = await decline(first, id, "We agreed on no passes this term", "parents");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fulfillment).toMatchObject({
      status: "declined",
      declineReason: "We agreed on no passes this term",
    });
    await expectBalance(student.user.id, 100);
    expect(await myRedemption(student, id)).toMatchObject({
      status: "declined",
      declineReason: "We agreed on no passes this term",
    });

    const [again] = (await call(admin, "GET", "/api/admin/fulfillments?status=declined&limit=500"))
      .json()
      .fulfillments.filter((f: { id: string }) => f.id === id);
    expect(again).toMatchObject({
      status: "declined",
      declineReason: "We agreed on no passes this term",
    });

    // Unlinked: the second parent/guide no longer sees the student's base rewards.
    expect(
      (await call(second, "DELETE", `/api/parents/students/${student.user.id}`)).statusCode,
    ).toBe(200);
    expect((await call(second, "GET", "/api/parents/fulfillments")).json().total).toBe(0);
    expect((await fulfil(second, id, "parents")).statusCode).toBe(404);
  });

  it("keeps a custom reward to the parent/guide who made it, even among linked ones", async () => {
    const { student, parents } = await baseRedemption();
    const [maker, other] = parents as [SignedIn, SignedIn];
    const custom = await addReward(t.app, {
      title: "Zoo trip",
      trophyCost: 10,
      customForStudent: student.user.id,
      createdBy: maker.user.id,
    });
    const id = (await call(student, "POST", `/api/students/rewards/${custom.id}/redeem`)).json()
      .redemption.id as string;
    const theirs = (await call(other, "GET", "/api/parents/fulfillments")).json().fulfillments;
    expect(theirs.map((f: { id: string }) => f.id)).not.toContain(id);
    expect((await fulfil(other, id, "parents")).statusCode).toBe(404);
    expect((await decline(other, id, "No", "parents")).statusCode).toBe(404);
    expect((await fulfil(maker, id, "parents")).statusCode).toBe(200);
  });

  it("counts waiting base rewards on both dashboards", async () => {
    const { parents, id } = await baseRedemption();
    const waiting = async () => {
      const list = (await call(parents[0] ?? null, "GET", "/api/parents/fulfillments")).json();
      return list.fulfillments.filter((f: { status: string }) => f.status === "pending").length;
    };
    const adminCount = async () =>
      (await call(admin, "GET", "/api/admin/dashboard")).json().pendingFulfillments as number;
    expect(await waiting()).toBe(1);
    const before = await adminCount();
    await decline(admin, id);
    expect(await waiting()).toBe(0);
    expect(await adminCount()).toBe(before - 1);
  });
});

describe("simultaneous decisions", () => {
  it("has one outcome when admins' and parents' fulfilments and declines race", async () => {
    const { student, parents, rewardId, id } = await baseRedemption(1);
    const admin2 = await signInAs(t.app, "admin");
    const deciders = [admin, admin2, ...parents];
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => {
        const who = deciders[i % deciders.length] ?? admin;
        const area = i % deciders.length < 2 ? "admin" : "parents";
        return i % 2 === 0 ? decline(who, id, "Race", area) : fulfil(who, id, area);
      }),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(15);
    const status = (await myRedemption(student, id)).status as string;
    expect(status).toMatch(/^(declined|fulfilled)$/);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json().code).toBe(status === "declined" ? "already_declined" : "already_fulfilled");
    }
    const refunds = await t.app.db
      .select()
      .from(trophyTransactions)
      .where(eq(trophyTransactions.studentId, student.user.id));
    expect(refunds.filter((e) => e.kind === "refund")).toHaveLength(status === "declined" ? 1 : 0);
    await expectBalance(student.user.id, status === "declined" ? 100 : 40);
    const [reward] = await t.app.db.select().from(rewards).where(eq(rewards.id, rewardId));
    expect(reward?.stock).toBe(status === "declined" ? 1 : 0);
  });

  it("has one outcome when one fulfilment and one decline arrive at once", async () => {
    for (let round = 0; round < 3; round++) {
      const { student, id } = await baseRedemption();
      const [a, b] = await Promise.all([fulfil(admin, id), decline(admin, id)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const declined = b.statusCode === 200;
      await expectBalance(student.user.id, declined ? 100 : 40);
    }
  });
});
