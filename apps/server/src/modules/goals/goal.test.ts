import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parentStudentLinks, rewards } from "../../db/schema";
import {
  createTestApp,
  createUser,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addGiftCards, addReward, codes, grantTrophies } from "../../../test/fixtures";
import { ERROR_TEXTS } from "../../texts/errors";

/** Goals (docs/product.md §4, Goal): pin one reward, see the way there, celebrate reaching it once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (who: SignedIn | null, method: "GET" | "PUT" | "DELETE", payload?: object) =>
  inject(t.app, {
    method,
    url: "/api/students/goal",
    headers: who?.headers,
    payload,
  });
const goalOf = async (who: SignedIn) => {
  const res = await call(who, "GET");
  expect(res.statusCode).toBe(200);
  return res.json().goal;
};
const student = () => signInAs(t.app, "student");

describe("pinning a goal", () => {
  it("pins a base reward: the reward as the list shows it, the balance and what is missing", async () => {
    const me = await student();
    const bike = await addReward(t.app, { title: "Bike day", trophyCost: 100 });
    await grantTrophies(t.app, me.user.id, 40);
    expect(await goalOf(me)).toBeNull();

    const res = await call(me, "PUT", { rewardId: bike.id });
    expect(res.statusCode).toBe(200);
    const listed = (
      await inject(t.app, { method: "GET", url: "/api/students/rewards", headers: me.headers })
    )
      .json()
      .rewards.find((r: { id: string }) => r.id === bike.id);
    const expected = {
      reward: listed,
      balance: 40,
      missing: 60,
      reached: false,
      reachedAt: null,
      celebrate: false,
      createdAt: expect.any(String),
    };
    expect(res.json()).toEqual({ goal: expected });
    expect(await goalOf(me)).toEqual(expected);
  });

  it("pins the student's own custom reward and replaces the previous goal", async () => {
    const me = await student();
    const parent = await createUser(t.app, { userType: "parent_guide" });
    const first = await addReward(t.app, { title: "Sticker", trophyCost: 10 });
    const own = await addReward(t.app, {
      title: "Pizza night",
      trophyCost: 30,
      customForStudent: me.user.id,
      createdBy: parent.id,
    });
    expect((await call(me, "PUT", { rewardId: first.id })).statusCode).toBe(200);
    expect((await call(me, "PUT", { rewardId: own.id })).statusCode).toBe(200);
    const goal = await goalOf(me);
    expect(goal.reward).toMatchObject({ id: own.id, rewardType: "custom", title: "Pizza night" });
    expect(goal.missing).toBe(30);
  });

  it("unpins with 204, also when there is no goal", async () => {
    const me = await student();
    const reward = await addReward(t.app, { title: "Comic", trophyCost: 20 });
    await call(me, "PUT", { rewardId: reward.id });
    const res = await call(me, "DELETE");
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await goalOf(me)).toBeNull();
    expect((await call(me, "DELETE")).statusCode).toBe(204);
  });

  it("a reward deleted later takes its goal with it", async () => {
    const me = await student();
    const reward = await addReward(t.app, { title: "Gone soon", trophyCost: 20 });
    await call(me, "PUT", { rewardId: reward.id });
    await t.app.db.delete(rewards).where(eq(rewards.id, reward.id));
    expect(await goalOf(me)).toBeNull();
  });
});

describe("refusals", () => {
  it("401 anonymous and 403 for parents, developers and admins on every goal route", async () => {
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const anonymous = await call(null, method, method === "PUT" ? { rewardId: "x" } : undefined);
      expect(anonymous.statusCode, method).toBe(401);
      for (const role of ["parent_guide", "developer", "admin"] as const) {
        const who = await signInAs(t.app, role);
        const res = await call(who, method, method === "PUT" ? { rewardId: "x" } : undefined);
        expect(res.statusCode, `${method} as ${role}`).toBe(403);
      }
    }
  });

  it("404 for an unknown reward, another student's custom reward and an inactive reward", async () => {
    const me = await student();
    const other = await createUser(t.app, { userType: "student" });
    const parent = await createUser(t.app, { userType: "parent_guide" });
    const theirs = await addReward(t.app, {
      title: "Their treat",
      trophyCost: 10,
      customForStudent: other.id,
      createdBy: parent.id,
    });
    const paused = await addReward(t.app, { title: "Paused", trophyCost: 10, isActive: false });
    for (const rewardId of ["00000000-0000-4000-8000-000000000000", theirs.id, paused.id]) {
      const res = await call(me, "PUT", { rewardId });
      expect(res.statusCode, rewardId).toBe(404);
      expect(res.json()).toEqual({ error: ERROR_TEXTS.reward_not_found, code: "reward_not_found" });
    }
    expect(await goalOf(me)).toBeNull();
  });

  it("400 for a malformed id, a missing id and a gift-card offering", async () => {
    const me = await student();
    await addGiftCards(t.app, {
      cardType: "amazon",
      usdAmount: 5,
      trophyCost: 50,
      codes: codes("GOAL", 1),
    });
    const malformed = await call(me, "PUT", { rewardId: "not-a-uuid" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe("invalid_reward_id");
    for (const payload of [{}, { rewardId: "" }, { rewardId: 5 }, { rewardId: "x".repeat(201) }]) {
      const res = await call(me, "PUT", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe("validation_failed");
    }
    const giftCard = await call(me, "PUT", { rewardId: "gc_amazon_5_50" });
    expect(giftCard.statusCode).toBe(400);
    expect(giftCard.json()).toEqual({ error: ERROR_TEXTS.gift_card_goal, code: "gift_card_goal" });
    expect(await goalOf(me)).toBeNull();
  });
});

describe("reaching the goal is celebrated once", () => {
  it("10 parallel reads after the balance reaches the cost: exactly one celebrates", async () => {
    const me = await student();
    const reward = await addReward(t.app, { title: "Museum trip", trophyCost: 100 });
    await call(me, "PUT", { rewardId: reward.id });
    await grantTrophies(t.app, me.user.id, 60);
    expect(await goalOf(me)).toMatchObject({ reached: false, celebrate: false, missing: 40 });

    await grantTrophies(t.app, me.user.id, 50);
    const goals = await Promise.all(Array.from({ length: 10 }, () => goalOf(me)));
    expect(goals.filter((g) => g.celebrate)).toHaveLength(1);
    for (const g of goals) {
      expect(g).toMatchObject({ reached: true, balance: 110, missing: 0 });
      expect(g.reachedAt).toEqual(expect.any(String));
    }
    expect(new Set(goals.map((g) => g.reachedAt)).size).toBe(1);
    expect(await goalOf(me)).toMatchObject({ reached: true, celebrate: false });
  });

  it("falling below and reaching it again does not celebrate twice; a new goal starts afresh", async () => {
    const me = await student();
    const first = await addReward(t.app, { title: "Kite", trophyCost: 20 });
    const second = await addReward(t.app, { title: "Telescope", trophyCost: 40 });
    await call(me, "PUT", { rewardId: first.id });
    await grantTrophies(t.app, me.user.id, 25);
    expect((await goalOf(me)).celebrate).toBe(true);
    await grantTrophies(t.app, me.user.id, -10, "Taken back");
    expect(await goalOf(me)).toMatchObject({ reached: false, missing: 5, celebrate: false });
    await grantTrophies(t.app, me.user.id, 10);
    expect(await goalOf(me)).toMatchObject({ reached: true, celebrate: false });

    // Pinning the same reward again keeps its celebration spent.
    await call(me, "PUT", { rewardId: first.id });
    expect(await goalOf(me)).toMatchObject({ reached: true, celebrate: false });

    await call(me, "PUT", { rewardId: second.id });
    expect(await goalOf(me)).toMatchObject({ reached: false, reachedAt: null, missing: 15 });
    await grantTrophies(t.app, me.user.id, 15);
    expect((await goalOf(me)).celebrate).toBe(true);
  });

  it("a goal the balance already covers when pinned counts as reached without a celebration", async () => {
    const me = await student();
    const reward = await addReward(t.app, { title: "Ice cream", trophyCost: 10 });
    await grantTrophies(t.app, me.user.id, 30);
    const pinned = (await call(me, "PUT", { rewardId: reward.id })).json().goal;
    expect(pinned).toMatchObject({ reached: true, missing: 0, celebrate: false });
    expect(pinned.reachedAt).toEqual(expect.any(String));
    expect(await goalOf(me)).toMatchObject({ reached: true, celebrate: false });
  });

  it("a reward paused after pinning is not celebrated while it cannot be redeemed", async () => {
    const me = await student();
    const reward = await addReward(t.app, { title: "Zoo", trophyCost: 10 });
    await call(me, "PUT", { rewardId: reward.id });
    await t.app.db.update(rewards).set({ isActive: false }).where(eq(rewards.id, reward.id));
    await grantTrophies(t.app, me.user.id, 10);
    expect(await goalOf(me)).toMatchObject({
      reached: true,
      celebrate: false,
      reachedAt: null,
      reward: { isActive: false },
    });
    await t.app.db.update(rewards).set({ isActive: true }).where(eq(rewards.id, reward.id));
    expect((await goalOf(me)).celebrate).toBe(true);
  });
});

describe("linked parents see the goal", () => {
  it("lists the goal of accepted students only, and reading it spends no celebration", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const linked = await student();
    const pending = await student();
    const stranger = await student();
    await t.app.db.insert(parentStudentLinks).values([
      { parentId: parent.user.id, studentId: linked.user.id, status: "accepted" },
      { parentId: parent.user.id, studentId: pending.user.id, status: "pending" },
    ]);
    const reward = await addReward(t.app, { title: "Climbing wall", trophyCost: 80 });
    for (const s of [linked, pending, stranger]) await call(s, "PUT", { rewardId: reward.id });
    await grantTrophies(t.app, linked.user.id, 80);

    const res = await inject(t.app, {
      method: "GET",
      url: "/api/parents/students",
      headers: parent.headers,
    });
    expect(res.statusCode).toBe(200);
    const { students } = res.json();
    expect(students.map((s: { id: string }) => s.id)).toEqual([linked.user.id]);
    expect(students[0].goal).toEqual({
      rewardId: reward.id,
      title: "Climbing wall",
      trophyCost: 80,
      missing: 0,
      reached: true,
    });
    expect((await goalOf(linked)).celebrate).toBe(true);

    await call(linked, "DELETE");
    const after = await inject(t.app, {
      method: "GET",
      url: "/api/parents/students",
      headers: parent.headers,
    });
    expect(after.json().students[0]).not.toHaveProperty("goal");
  });
});
