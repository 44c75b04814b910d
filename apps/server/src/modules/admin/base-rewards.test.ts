import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, redemptions, rewards } from "../../db/schema";
import {
  createTestApp,
  inject,
  reloadUser,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addReward, grantTrophies } from "../../../test/fixtures";
import { ERROR_TEXTS } from "../../texts/errors";

/**
 * The admins' base rewards (docs/product.md §2, Admin; §4, Base rewards): listed with their
 * counts, created and changed by admins only, offered to every student, and their stock taken one
 * unit per redemption however many race for the last one (PGlite, and PostgreSQL with
 * DATABASE_URL, where the requests really run side by side).
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
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
) => inject(t.app, { method, url, headers: who?.headers ?? {}, payload });

const create = (payload: object, who: SignedIn | null = admin) =>
  call(who, "POST", "/api/admin/rewards", payload);
const update = (id: string, payload: object, who: SignedIn | null = admin) =>
  call(who, "PUT", `/api/admin/rewards/${id}`, payload);
const redeem = (who: SignedIn, id: string) =>
  call(who, "POST", `/api/students/rewards/${id}/redeem`);

async function studentWith(trophies: number): Promise<SignedIn> {
  const student = await signInAs(t.app, "student");
  if (trophies > 0) await grantTrophies(t.app, student.user.id, trophies);
  return student;
}

describe("creating and changing base rewards", () => {
  it("creates one (201), unlimited without a stock, and every student is offered it", async () => {
    const res = await create({
      title: "  Homework pass ",
      description: "Skip one homework assignment.",
      trophyCost: 150,
    });
    expect(res.statusCode, res.body).toBe(201);
    const reward = res.json().reward;
    expect(reward).toEqual({
      id: expect.any(String),
      title: "Homework pass",
      description: "Skip one homework assignment.",
      trophyCost: 150,
      rewardType: "base",
      fulfillmentType: "manual",
      availableCount: null,
      isActive: true,
      customForStudent: null,
      picture: null,
      titleText: null,
      descriptionText: null,
      stock: null,
      redeemedCount: 0,
      pendingCount: 0,
      createdAt: expect.any(String),
    });
    const [row] = await t.app.db.select().from(rewards).where(eq(rewards.id, reward.id));
    // The platform's: no account owns it, so no account's deletion retires it.
    expect(row?.createdBy).toBeNull();
    const [entry] = await t.app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.actorId, admin.user.id));
    expect(entry).toMatchObject({
      type: "reward",
      description: `Base reward Homework pass (150 trophies) added by ${admin.user.email}`,
    });

    const student = await studentWith(0);
    const offered = (await call(student, "GET", "/api/students/rewards?limit=500")).json().rewards;
    expect(offered).toContainEqual({
      id: reward.id,
      title: "Homework pass",
      description: "Skip one homework assignment.",
      trophyCost: 150,
      rewardType: "base",
      fulfillmentType: "manual",
      availableCount: null,
      isActive: true,
      customForStudent: null,
      picture: null,
      titleText: null,
      descriptionText: null,
    });

    const minimal = await create({ title: "Sticker", trophyCost: "5", stock: 0 });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json().reward).toMatchObject({ description: "", trophyCost: 5, stock: 0 });
  });

  it("changes only the fields sent, pauses and resumes it, and makes the stock unlimited", async () => {
    const { id } = (await create({ title: "Class DJ", trophyCost: 40, stock: 3 })).json().reward;
    const cheaper = await update(id, { trophyCost: 30, description: "Pick the music" });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    expect(cheaper.json().reward).toMatchObject({
      id,
      title: "Class DJ",
      description: "Pick the music",
      trophyCost: 30,
      stock: 3,
      availableCount: 3,
      isActive: true,
    });
    const student = await studentWith(100);
    expect((await update(id, { isActive: false })).json().reward.isActive).toBe(false);
    const hidden = (await call(student, "GET", "/api/students/rewards?limit=500")).json().rewards;
    expect(hidden.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await redeem(student, id)).statusCode).toBe(404);

    expect((await update(id, { isActive: true, stock: null })).json().reward).toMatchObject({
      isActive: true,
      stock: null,
      availableCount: null,
    });
    expect((await redeem(student, id)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(rewards).where(eq(rewards.id, id));
    expect(row?.stock).toBeNull();
    const descriptions = (
      await t.app.db.select().from(activityLog).where(eq(activityLog.actorId, admin.user.id))
    ).map((a) => a.description);
    expect(descriptions).toContain(`Base reward Class DJ deactivated by ${admin.user.email}`);
    expect(descriptions).toContain(`Base reward Class DJ changed by ${admin.user.email}`);
  });

  it("lists every base reward (not custom ones), newest first, with its redemption counts", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const student = await studentWith(500);
    await addReward(t.app, {
      title: "A parent's reward",
      trophyCost: 5,
      customForStudent: student.user.id,
      createdBy: parent.user.id,
    });
    const paused = (await create({ title: "Paused perk", trophyCost: 10 })).json().reward;
    await update(paused.id, { isActive: false });
    const counted = (await create({ title: "Counted perk", trophyCost: 10 })).json().reward;
    expect((await redeem(student, counted.id)).statusCode).toBe(200);
    const second = await redeem(student, counted.id);
    await t.app.db
      .update(redemptions)
      .set({ status: "fulfilled", fulfilledAt: new Date() })
      .where(eq(redemptions.id, second.json().redemption.id));

    const res = await call(admin, "GET", "/api/admin/rewards?limit=2");
    expect(res.statusCode).toBe(200);
    const { rewards: listed, total } = res.json();
    expect(listed.map((r: { title: string }) => r.title)).toEqual(["Counted perk", "Paused perk"]);
    expect(listed[0]).toMatchObject({ redeemedCount: 2, pendingCount: 1 });
    expect(listed[1]).toMatchObject({ isActive: false, redeemedCount: 0, pendingCount: 0 });
    const all = (await call(admin, "GET", "/api/admin/rewards?limit=500")).json();
    expect(all.total).toBe(total);
    expect(all.rewards).toHaveLength(total);
    expect(all.rewards.every((r: { rewardType: string }) => r.rewardType === "base")).toBe(true);
  });

  it("refuses invalid fields with validation_failed, and names the rule", async () => {
    const valid = { title: "Prize", description: "", trophyCost: 10 };
    const cases: [object, string][] = [
      [{ ...valid, title: "" }, "Title is required"],
      [{ ...valid, title: "   " }, "Title is required"],
      [{ ...valid, title: "x".repeat(121) }, "Title is too long"],
      [{ description: "no title", trophyCost: 10 }, ""],
      [{ ...valid, description: "x".repeat(1001) }, "Description is too long"],
      [{ ...valid, trophyCost: 0 }, "Trophy cost must be at least 1"],
      [{ ...valid, trophyCost: 1.5 }, "Trophy cost must be a whole number"],
      [{ ...valid, trophyCost: 1_000_001 }, "Trophy cost must be at most 1,000,000"],
      [{ ...valid, trophyCost: "ten" }, "Trophy cost must be a number"],
      [{ title: "Prize" }, ""],
      [{ ...valid, stock: -1 }, "Stock must be a whole number from 0"],
      [{ ...valid, stock: 2.5 }, "Stock must be a whole number from 0"],
      [{ ...valid, stock: "many" }, "Stock must be a whole number from 0"],
      [{ ...valid, title: "NUL \u0000" }, ""],
    ];
    for (const [payload, text] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe("validation_failed");
      expect(res.json().error).toContain(text);
    }
    const { id } = (await create(valid)).json().reward;
    for (const payload of [{}, { isActive: "yes" }, { trophyCost: 0 }, { stock: -3 }]) {
      const res = await update(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe("validation_failed");
    }
    expect((await update(id, {})).json().error).toContain("Nothing to update");
  });

  it("refuses anonymous callers (401), other roles (403), custom rewards and unknown ids (404)", async () => {
    const { id } = (await create({ title: "Lunch with the head", trophyCost: 300 })).json().reward;
    const body = { title: "x", trophyCost: 1 };
    expect((await call(null, "GET", "/api/admin/rewards")).statusCode).toBe(401);
    expect((await create(body, null)).statusCode).toBe(401);
    expect((await update(id, body, null)).statusCode).toBe(401);
    for (const role of ["student", "parent_guide", "developer"] as const) {
      const who = await signInAs(t.app, role);
      expect((await call(who, "GET", "/api/admin/rewards")).statusCode, role).toBe(403);
      expect((await create(body, who)).statusCode, role).toBe(403);
      const refused = await update(id, body, who);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().code).toBe("forbidden");
    }
    const student = await studentWith(0);
    const parent = await signInAs(t.app, "parent_guide");
    const custom = await addReward(t.app, {
      title: "Someone's custom reward",
      trophyCost: 5,
      customForStudent: student.user.id,
      createdBy: parent.user.id,
    });
    for (const other of [custom.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await update(other, { title: "Taken over" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: ERROR_TEXTS.reward_not_found, code: "reward_not_found" });
    }
    const [untouched] = await t.app.db.select().from(rewards).where(eq(rewards.id, custom.id));
    expect(untouched?.title).toBe("Someone's custom reward");
    const malformed = await update("not-a-uuid", { title: "x" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: "id: Invalid reward id",
      code: "validation_failed",
    });
  });
});

describe("a stocked base reward", () => {
  it("reads Out of Stock at 0 (availableCount 0) and refuses the redemption, changing nothing", async () => {
    const { id } = (await create({ title: "Front seat", trophyCost: 20, stock: 1 })).json().reward;
    const student = await studentWith(100);
    expect((await redeem(student, id)).statusCode).toBe(200);
    const offered = (await call(student, "GET", "/api/students/rewards?limit=500")).json().rewards;
    expect(offered.find((r: { id: string }) => r.id === id)).toMatchObject({ availableCount: 0 });
    const refused = await redeem(student, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: ERROR_TEXTS.reward_out_of_stock,
      code: "reward_out_of_stock",
    });
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(80);
    expect((await update(id, { stock: 2 })).json().reward.availableCount).toBe(2);
  });

  it("gives the last unit to one of two students redeeming it at once", async () => {
    const { id } = (await create({ title: "Last ticket", trophyCost: 10, stock: 1 })).json().reward;
    const [a, b] = [await studentWith(10), await studentWith(10)];
    const results = await Promise.all([redeem(a, id), redeem(b, id)]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe("reward_out_of_stock");
    const balances = [
      (await reloadUser(t.app, a.user.id)).trophyBalance,
      (await reloadUser(t.app, b.user.id)).trophyBalance,
    ].sort();
    expect(balances).toEqual([0, 10]);
    const [row] = await t.app.db.select().from(rewards).where(eq(rewards.id, id));
    expect(row?.stock).toBe(0);
    const taken = await t.app.db.select().from(redemptions).where(eq(redemptions.rewardId, id));
    expect(taken).toHaveLength(1);
  });

  it("gives 3 units to exactly 3 of 8 students redeeming at once", async () => {
    const { id } = (await create({ title: "Three seats", trophyCost: 10, stock: 3 })).json().reward;
    const students = await Promise.all(Array.from({ length: 8 }, () => studentWith(10)));
    const results = await Promise.all(students.map((s) => redeem(s, id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const [row] = await t.app.db.select().from(rewards).where(eq(rewards.id, id));
    expect(row?.stock).toBe(0);
    const listed = (await call(admin, "GET", "/api/admin/rewards?limit=500")).json().rewards;
    expect(listed.find((r: { id: string }) => r.id === id)).toMatchObject({
      redeemedCount: 3,
      pendingCount: 3,
      availableCount: 0,
    });
  });
});
